import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const ADMIN = 'admin@rigready.test';
const KARI = 'customer@rigready.test';
const GUEST = 'guest@rigready.test';
const SIRI = 'siri.bakke@skarvheim.test';

function row(page: Page, email: string): Locator {
  return page.getByRole('row').filter({ hasText: email });
}

/** The texts of a row's cells, once the row is drawn. */
async function cells(page: Page, email: string): Promise<string[]> {
  await row(page, email).waitFor();
  return (await row(page, email).locator('[role="gridcell"]').allTextContents()).map((text) => text.trim());
}

const answers = (texts: readonly string[], answer: string) => texts.filter((text) => text === answer).length;

describe('given the built portal with the demo data, the permissions on the User Overview in Chromium', () => {
  const portal = usePortal();
  let page: Page;

  beforeAll(async () => {
    page = await portal.signedInPage(ADMIN, { landing: '**/admin' });
  });

  async function findUser(email: string) {
    await page.getByLabel('Search Users').fill(email);
    await row(page, email).waitFor();
  }

  it('should show the demo persona may request and approve, and a guest never acts, with the reason', async () => {
    await page.goto(`${portal.baseUrl}/users`);
    await hydrated(page, '.rr-page__header button');
    await findUser(KARI);
    expect(answers(await cells(page, KARI), 'Request, approve')).toBe(1);
    await findUser(GUEST);
    expect(answers(await cells(page, GUEST), 'Never (guest)')).toBe(1);
    await row(page, GUEST).getByRole('button', { name: 'Edit' }).click();
    const part = page.getByRole('region', { name: 'Permissions' });
    expect((await part.textContent())?.replace(/\s+/g, ' ')).toContain(
      'Never acts: guest@rigready.test is a guest, and guests never act.',
    );
    await portal.screenshot(page, 'user-permissions-guest', { desktopOnly: true });
    await page.keyboard.press('Escape');
    await part.waitFor({ state: 'detached' });
  });

  it("should save a user's permission to approve from the edit dialog and show it in the row", async () => {
    await findUser(SIRI);
    expect(answers(await cells(page, SIRI), 'Request')).toBe(1);
    await row(page, SIRI).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Permissions' });
    await form.getByRole('switch', { name: 'May approve quotes, reports and NCR dispositions' }).click();
    await portal.screenshot(page, 'user-permissions', { desktopOnly: true });
    await form.getByRole('button', { name: 'Save permissions' }).click();
    expect(await snackbarShows(page, `${SIRI} may request and approve`)).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    await expect.poll(async () => answers(await cells(page, SIRI), 'Request, approve')).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await portal.screenshot(page, 'users-permissions-phone', { desktopOnly: true });
  });
});
