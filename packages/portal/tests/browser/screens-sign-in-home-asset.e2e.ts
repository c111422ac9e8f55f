import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, hydrated, resetLinkFor, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const ADMIN = 'admin@rigready.test';
const CUSTOMER = 'customer@rigready.test';
const GUEST = 'guest@rigready.test';
const CUSTOMER_NAME = 'Skarvheim Drilling AS';
// The password tests change passwords for good (the demo password is on the common-password list, so it
// cannot be set again): each uses an account of its own that no other test signs in with.
const RESETS_PASSWORD = 'ola.nordvik@skarvheim.test';
const CHANGES_PASSWORD = 'even.lunde@skarvheim.test';

// Opens the change-password dialog from the avatar menu, fills it and confirms; answers the dialog.
async function changePasswordFromAvatar(page: Page, email: string, oldPassword: string, newPassword: string) {
  await hydrated(page, '.rr-navbar');
  await page.getByRole('button', { name: `Account of ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('Old password').fill(oldPassword);
  await change.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.getByLabel('Confirm new password').fill(newPassword);
  await change.getByRole('button', { name: 'Confirm' }).click();
  return change;
}

describe('given the built portal with the demo data, in Chromium', () => {
  const portal = usePortal();
  let context: BrowserContext;
  let page: Page;
  const path = () => new URL(page.url()).pathname;

  beforeEach(async () => {
    page = await portal.newPage();
    context = page.context();
  });

  it('should land each demo account where the spec says: admin on /admin, customer home, guest on its first route', async () => {
    await portal.signIn(page, ADMIN, { landing: '**/admin' });
    await page.getByRole('link', { name: 'Not viewing as a customer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).isDisabled()).toBe(true);

    const customerPage = await portal.signedInPage(CUSTOMER, { landing: '**/home' });
    await customerPage.getByRole('heading', { level: 1, name: CUSTOMER_NAME }).waitFor();

    // The guest's first allowed route (/dp) is a later screen, so the landing is read from the redirect.
    const answer = await context.request.post(`${portal.baseUrl}/login`, {
      form: { intent: 'sign-in', username: GUEST, password: DEMO_PASSWORD },
      headers: { Origin: portal.baseUrl },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/dp');
    const home = await context.request.get(`${portal.baseUrl}/home`, { maxRedirects: 0 });
    expect(home.headers().location).toBe('/dp');
  });

  it('should send every signed-in screen to /login when signed out, and a signed-in user away from /login and admin pages', async () => {
    for (const screen of ['/', '/home', '/asset', '/admin', '/audit', '/imports', '/no-such-page']) {
      await page.goto(`${portal.baseUrl}${screen}`);
      expect(path(), screen).toBe('/login');
    }
    await portal.signIn(page, CUSTOMER, { landing: '**/home' });
    for (const screen of ['/login', '/admin', '/audit', '/imports']) {
      await page.goto(`${portal.baseUrl}${screen}`);
      expect(path(), screen).toBe('/home');
    }
  });

  it("should show 'Oops.. ' and the failure in the snackbar and clear the password on a failed sign-in", async () => {
    await page.goto(`${portal.baseUrl}/login`);
    await portal.screenshot(page, 'login');
    await portal.submitSignIn(page, CUSTOMER, 'wrong-password');
    expect(await snackbarShows(page, 'Oops.. Wrong e-mail or password')).toBe(
      'Oops.. Wrong e-mail or password',
    );
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(CUSTOMER);
    expect(path()).toBe('/login');
  });

  it('should reset a forgotten password through the e-mailed link, then change it again from the avatar menu', async () => {
    await page.goto(`${portal.baseUrl}/login`);
    await hydrated(page, 'form.rr-sign-in');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByLabel('E-mail').blur();
    expect(await dialog.getByText('E-mail must be valid').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await dialog.getByLabel('E-mail').fill(RESETS_PASSWORD);
    await portal.screenshot(page, 'forgot-password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await snackbarShows(page, 'Success')).toBe('Success');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('E-mail').inputValue()).toBe(RESETS_PASSWORD);

    await page.goto(await resetLinkFor(portal.dataDir, RESETS_PASSWORD));
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('another-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('New passwords do not match');
    await portal.screenshot(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/login?reset=done');
    expect(await snackbarShows(page, 'Your password has been changed. Sign in with the new password.')).toBe(
      'Your password has been changed. Sign in with the new password.',
    );

    await portal.signIn(page, RESETS_PASSWORD, { password: 'brand-new-secret', landing: '**/home' });
    await changePasswordFromAvatar(page, RESETS_PASSWORD, 'brand-new-secret', 'second-brand-new-secret');
    expect(await snackbarShows(page, 'Successfully changed password')).toBe('Successfully changed password');
  });

  it('should change the password from the avatar menu, refusing a wrong old password first', async () => {
    await portal.signIn(page, CHANGES_PASSWORD, { landing: '**/home' });
    const change = await changePasswordFromAvatar(
      page,
      CHANGES_PASSWORD,
      'not-my-password',
      'another-new-secret',
    );
    expect(await snackbarShows(page, 'Error: Check your old password again')).toBe(
      'Error: Check your old password again',
    );
    expect(await change.getByRole('alert').textContent()).toBe('Error: Check your old password again');
    await change.getByLabel('Old password').fill(DEMO_PASSWORD);
    await portal.screenshot(page, 'change-password');
    await change.getByRole('button', { name: 'Confirm' }).click();
    expect(await snackbarShows(page, 'Successfully changed password')).toBe('Successfully changed password');
    await change.waitFor({ state: 'detached' });
    await changePasswordFromAvatar(page, CHANGES_PASSWORD, 'another-new-secret', 'a-third-new-secret');
    await change.waitFor({ state: 'detached' });
  });

  it("should show 'Oops.. Check that your email is correct' and clear the field when a reset is refused", async () => {
    // The fourth reset request for one e-mail within the window is refused (rate limit).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await context.request.post(`${portal.baseUrl}/login`, {
        form: { intent: 'forgot', email: 'nobody@rigready.test' },
        headers: { Origin: portal.baseUrl },
      });
    }
    await page.goto(`${portal.baseUrl}/login`);
    await hydrated(page, 'form.rr-sign-in');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('E-mail').fill('nobody@rigready.test');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await snackbarShows(page, 'Oops.. Check that your email is correct')).toBe(
      'Oops.. Check that your email is correct',
    );
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('');
  });

  it('should answer the broken rule when the change-password action gets an invalid form', async () => {
    // The dialog never sends one (Confirm stays disabled), so the action is called directly.
    await portal.signIn(page, ADMIN, { landing: '**/admin' });
    const answer = await context.request.post(`${portal.baseUrl}/change-password`, {
      form: { oldPassword: DEMO_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      headers: { Origin: portal.baseUrl, Accept: 'application/json' },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain('"message":"New password must be minimum 8 characters"');
  });

  it('should show the customer home, choose an asset on /asset, keep it across a reload, and go back to the fleet', async () => {
    await portal.signIn(page, CUSTOMER, { landing: '**/home' });
    await page.getByRole('heading', { level: 1, name: CUSTOMER_NAME }).waitFor();
    const tiles = page.locator('.rr-home-tiles a');
    expect(await tiles.count()).toBe(6);
    const asset = page.getByLabel('Asset');
    expect(await asset.inputValue()).toBe('Fleet Inventory');
    expect(await page.getByRole('group', { name: 'Pipe type' }).count()).toBe(0);
    await portal.screenshot(page, 'home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await portal.screenshot(page, 'drawer');
    await page.keyboard.press('Escape');

    await page.goto(`${portal.baseUrl}/asset`);
    await hydrated(page, '.rr-asset-cards');
    expect(await page.getByRole('button', { name: 'Open menu' }).isDisabled()).toBe(true);
    expect(await page.getByRole('heading', { name: CUSTOMER_NAME }).isVisible()).toBe(true);
    const cards = page.locator('.rr-asset-cards__card');
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await cards.first().textContent()).toContain('Fleet Inventory');
    expect(await cards.first().getAttribute('aria-pressed')).toBe('true');
    await portal.screenshot(page, 'asset');
    const rig = (await cards.nth(1).locator('.rr-asset-cards__name').textContent()) ?? '';
    await cards.nth(1).click();
    await page.waitForURL('**/home');
    expect(await page.getByLabel('Asset').inputValue()).toBe(rig);
    await page.reload();
    expect(await page.getByLabel('Asset').inputValue()).toBe(rig);

    await hydrated(page, '#home-asset');
    await page.getByLabel('Asset').selectOption('Fleet Inventory');
    await page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/home'));
    await page.goto(`${portal.baseUrl}/asset`);
    expect(await page.locator('.rr-asset-cards__card').first().getAttribute('aria-pressed')).toBe('true');
  });

  it('should show the BHA/Tubular switch only on flagged screens and keep its choice across navigation and reloads', async () => {
    await portal.signIn(page, CUSTOMER, { landing: '**/home' });
    for (const screen of ['/home', '/asset']) {
      await page.goto(`${portal.baseUrl}${screen}`);
      expect(await page.getByRole('group', { name: 'Pipe type' }).count(), screen).toBe(0);
    }
    await page.goto(`${portal.baseUrl}/inventory`);
    await hydrated(page, '.rr-pipe-switch');
    const bha = page.getByRole('radio', { name: 'BHA' });
    expect(await bha.getAttribute('aria-checked')).toBe('false');
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/pipe-type')),
      bha.click(),
    ]);
    await page.getByRole('link', { name: 'rigready home' }).click();
    await page.waitForURL('**/home');
    await page.goto(`${portal.baseUrl}/inventory`);
    expect(await page.getByRole('radio', { name: 'BHA' }).getAttribute('aria-checked')).toBe('true');
    await page.reload();
    expect(await page.getByRole('radio', { name: 'BHA' }).getAttribute('aria-checked')).toBe('true');
    await portal.screenshot(page, 'pipe-type-switch');
  });

  it('should go home from the logo, and log out from the avatar menu with nothing private left on the back button', async () => {
    await portal.signIn(page, CUSTOMER, { landing: '**/home' });
    await page.goto(`${portal.baseUrl}/asset`);
    await hydrated(page, '.rr-navbar');
    await page.getByRole('link', { name: 'rigready home' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: `Account of ${CUSTOMER}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByRole('link', { name: 'rigready home' }).count()).toBe(0);
    await page.goBack();
    await page.waitForLoadState('load');
    expect(path()).toBe('/login');
    expect(await page.content()).not.toContain(CUSTOMER_NAME);
  });
});
