import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, signInThroughForm, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

// A passkey belongs to a domain, never to an IP address: the page is opened on localhost, the origin the
// portal configures for itself when PORTAL_ORIGIN is not set (http://localhost:<PORT>).
const onLocalhost = (baseUrl: string) => baseUrl.replace('127.0.0.1', 'localhost');

// Chromium's virtual authenticator through the DevTools protocol's WebAuthn domain: a platform
// authenticator that keeps resident keys and verifies the user at once, as a fingerprint reader would.
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

describe('given a customer who adds a passkey in Chromium', () => {
  const portal = usePortal();

  it('should register a named passkey on the security page and take it as the second factor', async () => {
    const base = onLocalhost(portal.baseUrl);
    const page = await portal.newPage();
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signInThroughForm(page, base, 'customer@rigready.test');
    await page.waitForURL(/\/home/);

    await page.goto(`${base}/settings/security`);
    await hydrated(page, 'input[name="name"]');
    await page.getByLabel('Name of the new passkey').fill('Field tablet');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await snackbarShows(page, 'Passkey Field tablet added');
    await page.getByRole('button', { name: 'Remove Field tablet' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    // Signed out: the password alone now leads to the second step, where the passkey signs in.
    await page.context().clearCookies();
    await signInThroughForm(page, base, 'customer@rigready.test');
    await page.waitForURL(/\/login\/second-factor/);
    await hydrated(page, '.rr-auth__card button');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(/\/home/);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);
  });
});
