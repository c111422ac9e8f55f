import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from '../helpers/fake-oidc-provider.js';
import { hydrated, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'Skarvheim Drilling AS';
const NEW_USER = 'ola@skarvheim.test';
const CLIENT = { clientId: 'portal-at-skarvheim', clientSecret: 'skarvheim-secret-Q7' };

describe("given the built portal with the demo data and Skarvheim's own provider, company sign-in in Chromium", () => {
  const portal = usePortal();
  let provider: FakeOidcProvider;
  // PORTAL_ORIGIN is unset, as `npm start` leaves it: the callback registered at the provider is on
  // http://localhost:<PORT>, so the browser signs in there for the pending-sign-in cookie to come back.
  let origin: string;
  let admin: Page;

  beforeAll(async () => {
    origin = `http://localhost:${new URL(portal.baseUrl).port}`;
    provider = await startFakeOidcProvider({ ...CLIENT, redirectUri: `${origin}/auth/oidc/callback` });
    admin = await portal.signedInPage('admin@rigready.test', { landing: '**/admin' });
  });
  afterAll(() => provider.close());

  it('should let an admin add the connection after saying what is wrong with a plain-http issuer', {
    timeout: 60_000,
  }, async () => {
    await admin.goto(`${portal.baseUrl}/connections`);
    await hydrated(admin, '.rr-page__header button');
    await admin.getByRole('button', { name: 'Create company sign-in' }).click();
    const form = admin.getByRole('form', { name: 'Company sign-in' });
    expect(await form.textContent()).toContain(
      `Register this redirect URI at the provider: ${origin}/auth/oidc/callback`,
    );
    await form.getByLabel('Customer', { exact: true }).selectOption(CUSTOMER);
    await form.getByLabel('Issuer URL').fill(provider.issuer);
    await form.getByLabel('Client id').fill(CLIENT.clientId);
    await form.getByLabel('Client secret').fill(CLIENT.clientSecret);
    await form.getByLabel('E-mail domains').fill('skarvheim.test');
    await form.getByRole('switch', { name: 'Create users at their first sign-in' }).click();
    await form.getByRole('switch', { name: 'Drill Pipe' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    const refusal =
      'Invalid issuer: must be an https URL; tick "Allow plain http" only for a test or lab provider';
    await form.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await form
      .getByRole('switch', { name: 'Allow a plain-http issuer (a test or lab provider only)' })
      .click();
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await snackbarShows(admin, `Company sign-in of ${CUSTOMER} added`)).toBeTruthy();
    await admin.getByRole('row').filter({ hasText: 'skarvheim.test' }).waitFor();
    expect(await admin.getByRole('row').filter({ hasText: 'skarvheim.test' }).textContent()).toContain(
      '••••t-Q7',
    );
  });

  it('should sign a new address in through the company provider and make it a user of Skarvheim', {
    timeout: 60_000,
  }, async () => {
    provider.user = { sub: 'ola-at-skarvheim', email: NEW_USER, email_verified: true };
    const page = await portal.newPage();
    await page.goto(`${origin}/login`);
    await hydrated(page, 'form.rr-sign-in');
    await page.getByText('Sign in with your company account').click();
    await page.getByLabel('Company address').fill(NEW_USER);
    await page.getByRole('button', { name: 'Continue to your company sign-in' }).click();
    // A user with the route list [dp] lands on Drill Pipe.
    await page.waitForURL(`${origin}/dp`);
    expect(provider.tokensIssued).toBe(1);
    await page.close();
  });
});
