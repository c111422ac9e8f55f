import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, resetLinkFor, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const ADMIN = 'admin@rigready.test';
const NEW_CUSTOMER = 'Fjordline Test Drilling';
const NEW_USER = 'ola@fjordline.test';
const EDITED_USER = 'ola.nordmann@fjordline.test';
const NEW_PASSWORD = 'fjord-line-secret';

// Narrows an overview table to the rows matching `text` (the DataTable's search box).
async function search(page: Page, table: string, text: string) {
  await page.getByLabel(`Search ${table}`).fill(text);
}

// The row of an overview table holding `text`, once it is drawn.
function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

describe('given the built portal with the demo data, the admin screens in Chromium', () => {
  const portal = usePortal();
  let page: Page;

  beforeAll(async () => {
    page = await portal.signedInPage(ADMIN, { landing: '**/admin' });
  });

  it('should show the admin landing with its cards and a Choose Customer dialog whose Confirm waits for a choice', async () => {
    await hydrated(page, '.rr-admin__cards button');
    for (const card of ['User Overview', 'View as Customer', 'Customer Overview', 'Audit log', 'Imports'])
      expect(await page.getByRole('heading', { level: 2, name: card }).isVisible()).toBe(true);
    expect(await page.getByText('Currently viewing as').textContent()).toBe('Currently viewing as nobody');
    await portal.screenshot(page, 'admin');
    await page.getByRole('button', { name: 'View as Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Customer' });
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await portal.screenshot(page, 'admin-choose-customer');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Open audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    // The admin's own sign-in, in words: "Ingrid Admin signed in, DD.MM.YYYY HH:mm".
    const signedIn = page.locator('.rr-audit__line', {
      hasText: /^Ingrid Admin signed in, \d\d\.\d\d\.\d{4} \d\d:\d\d$/,
    });
    expect(await signedIn.first().isVisible()).toBe(true);
  });

  it("should wrap the audit log's document hashes within a phone's width, not scroll the page sideways", async () => {
    const phone = await portal.signedInPage(ADMIN, {
      landing: '**/admin',
      context: { viewport: { width: 390, height: 844 } },
    });
    await phone.goto(`${portal.baseUrl}/audit`);
    // The demo's approval records its document's SHA-256, 64 hex digits with no place to break.
    const hash = phone.locator('.rr-audit__details li', { hasText: /^SHA-256: [0-9a-f]{64}$/ }).first();
    await hash.waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect((await hash.boundingBox())?.width).toBeLessThanOrEqual(390);
  });

  it('should create a customer with an asset and a feature, after saying which fields are required', async () => {
    await page.goto(`${portal.baseUrl}/customers`);
    await hydrated(page, '.rr-page__header button');
    await portal.screenshot(page, 'customers');
    await page.getByRole('button', { name: 'Create customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer' });
    const form = dialog.getByRole('form', { name: 'Create Customer' });
    await form.getByLabel('Customer', { exact: true }).focus();
    await form.getByLabel('Customer', { exact: true }).blur();
    expect(await form.getByText('This field is required').isVisible()).toBe(true);
    await form.getByLabel('Customer', { exact: true }).fill(NEW_CUSTOMER);
    await form.getByLabel('Organization No.').fill('923456789');
    const add = form.getByRole('button', { name: 'Add asset' });
    expect(await add.isDisabled()).toBe(true);
    await form.getByLabel('New asset').fill('Fjord 1');
    await add.click();
    expect(await form.getByRole('list', { name: 'Assets' }).textContent()).toBe('Fjord 1');
    await form.getByRole('switch', { name: 'Dashboard' }).click();
    await portal.screenshot(page, 'customer-dialog');
    await form.getByRole('button', { name: 'Confirm' }).click();
    expect(await snackbarShows(page, `Customer ${NEW_CUSTOMER} created`)).toBeTruthy();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create customer' }).click();
    await form.getByLabel('Customer', { exact: true }).fill(NEW_CUSTOMER);
    await form.getByLabel('Organization No.').fill('923456789');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.getByText(`A customer named ${NEW_CUSTOMER} exists already`).waitFor();
    expect(await form.locator('.rr-form-toolbar').getAttribute('data-status')).toBe('error');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await search(page, 'Customers', 'Fjordline');
    await row(page, NEW_CUSTOMER).waitFor();
    expect(await row(page, NEW_CUSTOMER).textContent()).toContain('923456789');
  });

  it('should create a user of that customer, after the e-mail rule, and turn the toolbar red on a taken e-mail', async () => {
    await page.goto(`${portal.baseUrl}/users`);
    await hydrated(page, '.rr-page__header button');
    await portal.screenshot(page, 'users');
    await page.getByRole('button', { name: 'Create user' }).click();
    const form = page.getByRole('form', { name: 'Create User' });
    await form.getByLabel('Name').fill('Ola Nordmann');
    await form.getByLabel('E-mail').fill('ola@');
    await form.getByLabel('E-mail').blur();
    expect(await form.getByText('E-mail must be valid').isVisible()).toBe(true);
    await form.getByLabel('E-mail').fill(NEW_USER);
    await form.getByLabel('Phone').fill('+47 400 00 001');
    await form.getByLabel('Customer').selectOption(NEW_CUSTOMER);
    await form.getByRole('group', { name: 'Routes' }).getByLabel('Non Conformance').check();
    await portal.screenshot(page, 'user-dialog');
    expect(await form.getByRole('button', { name: 'Confirm' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Confirm' }).click();
    expect(await snackbarShows(page, `User ${NEW_USER} created`)).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create user' }).click();
    await form.getByLabel('Name').fill('Ola Nordmann');
    await form.getByLabel('E-mail').fill(NEW_USER);
    await form.getByLabel('Phone').fill('+47 400 00 001');
    await form.getByLabel('Customer').selectOption(NEW_CUSTOMER);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.getByText(`A user with e-mail ${NEW_USER} exists already`).waitFor();
    expect(await form.locator('.rr-form-toolbar').getAttribute('data-status')).toBe('error');
    expect(await form.getByRole('status').textContent()).toBe('Not saved');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('should let the new user set a password through the e-mailed reset link and sign in to their customer', async () => {
    const user = await portal.newPage();
    await user.goto(`${portal.baseUrl}/login`);
    await hydrated(user, 'form.rr-sign-in');
    await user.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = user.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel('E-mail').fill(NEW_USER);
    await forgot.getByRole('button', { name: 'Confirm' }).click();
    expect(await snackbarShows(user, 'Success')).toBe('Success');
    await user.goto(await resetLinkFor(portal.dataDir, NEW_USER));
    await user.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await user.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await user.getByRole('button', { name: 'Change password' }).click();
    await user.waitForURL('**/login?reset=done');
    // Created with only Non Conformance in its route list, the user is a guest: the spec sends a guest to
    // its first allowed route instead of Home.
    await portal.signIn(user, NEW_USER, { password: NEW_PASSWORD, landing: '**/NCR' });
    await user.getByRole('heading', { level: 1 }).waitFor();
  });

  it('should view the portal as the new customer, landing on its home, and stop viewing from /admin', async () => {
    await page.goto(`${portal.baseUrl}/admin`);
    await hydrated(page, '.rr-admin__cards button');
    await page.getByRole('button', { name: 'View as Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Customer' });
    await dialog.getByLabel('Customer').selectOption(NEW_CUSTOMER);
    await dialog.getByRole('button', { name: 'Confirm', disabled: false }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: NEW_CUSTOMER }).waitFor();
    await page.getByRole('link', { name: `Viewing as ${NEW_CUSTOMER}` }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('button', { name: `Stop viewing as ${NEW_CUSTOMER}` }).click();
    await page.getByRole('link', { name: 'Not viewing as a customer' }).waitFor();
  });

  it("should edit the user's e-mail and routes, with the customer locked", async () => {
    await page.goto(`${portal.baseUrl}/users`);
    await hydrated(page, '.rr-page__header button');
    await search(page, 'Users', 'fjordline');
    await row(page, NEW_USER).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit User' });
    expect(await form.getByLabel('Customer').getAttribute('readonly')).not.toBeNull();
    expect(await form.getByLabel('Customer').inputValue()).toBe(NEW_CUSTOMER);
    await form.getByLabel('E-mail').fill(EDITED_USER);
    const routes = form.getByRole('group', { name: 'Routes' });
    await routes.getByLabel('Non Conformance').uncheck();
    await routes.getByLabel('OCTG').check();
    await form.getByRole('button', { name: 'Confirm' }).click();
    expect(await snackbarShows(page, `User ${EDITED_USER} saved`)).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    await row(page, EDITED_USER).waitFor();
    expect(await row(page, EDITED_USER).textContent()).toContain('octg');
  });

  it('should edit the customer: its id read-only, a second asset and a feature switch saved', async () => {
    await page.goto(`${portal.baseUrl}/customers`);
    await hydrated(page, '.rr-page__header button');
    await search(page, 'Customers', 'Fjordline');
    await row(page, NEW_CUSTOMER).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Customer' });
    expect(await form.getByLabel('Customer ID').getAttribute('readonly')).not.toBeNull();
    expect(await form.getByRole('switch', { name: 'Dashboard' }).getAttribute('data-state')).toBe('checked');
    await form.getByLabel('New asset').fill('Fjord 2');
    await form.getByRole('button', { name: 'Add asset' }).click();
    await form.getByRole('switch', { name: 'TCP Guns' }).click();
    await form.getByRole('button', { name: 'Confirm' }).click();
    expect(await snackbarShows(page, `Customer ${NEW_CUSTOMER} saved`)).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    expect(await row(page, NEW_CUSTOMER).textContent()).toContain('Fjord 1, Fjord 2');
  });

  it('should refuse deleting a customer that has users and the admin themself, then delete the user and the customer', async () => {
    const deleteDialog = (title: string) => page.getByRole('alertdialog', { name: title });
    await search(page, 'Customers', 'Fjordline');
    await row(page, NEW_CUSTOMER).getByRole('button', { name: 'Delete' }).click();
    await deleteDialog('Delete customer').getByRole('button', { name: 'Delete' }).click();
    const refusal = await deleteDialog('Delete customer').getByRole('alert').textContent();
    expect(refusal).toBe(
      `${NEW_CUSTOMER} still has 1 user(s) and 0 data row(s); delete or move them before deleting the customer`,
    );
    await deleteDialog('Delete customer').getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${portal.baseUrl}/users`);
    await hydrated(page, '.rr-page__header button');
    await search(page, 'Users', ADMIN);
    await row(page, ADMIN).getByRole('button', { name: 'Delete' }).click();
    await deleteDialog('Delete user').getByRole('button', { name: 'Delete' }).click();
    expect(await deleteDialog('Delete user').getByRole('alert').textContent()).toBe(
      'An admin may not delete their own account',
    );
    await deleteDialog('Delete user').getByRole('button', { name: 'Cancel' }).click();
    await search(page, 'Users', 'fjordline');
    await row(page, EDITED_USER).getByRole('button', { name: 'Delete' }).click();
    await deleteDialog('Delete user').getByRole('button', { name: 'Delete' }).click();
    expect(await snackbarShows(page, `User ${EDITED_USER} deleted`)).toBeTruthy();
    await row(page, EDITED_USER).waitFor({ state: 'detached' });

    await page.goto(`${portal.baseUrl}/customers`);
    await hydrated(page, '.rr-page__header button');
    await search(page, 'Customers', 'Fjordline');
    await row(page, NEW_CUSTOMER).getByRole('button', { name: 'Delete' }).click();
    await deleteDialog('Delete customer').getByRole('button', { name: 'Delete' }).click();
    expect(await snackbarShows(page, `Customer ${NEW_CUSTOMER} deleted`)).toBeTruthy();
    await row(page, NEW_CUSTOMER).waitFor({ state: 'detached' });
  });
});
