import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

// The demo customer persona administers Skarvheim Drilling AS's users.
const KARI = 'customer@rigready.test';
const NINA = 'nina.berg@skarvheim.test';
const NINAS_PASSWORD = 'tubular-sandpiper-41';

/** The invitation link of the outbox's invitation mail, once the portal has written it. */
async function invitationLink(dataDir: string): Promise<URL> {
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const text = (await readFile(join(folder, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
      if (link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no invitation was mailed');
}

describe("given the built portal with the demo data, a customer administrator's Team page in Chromium", () => {
  const portal = usePortal();
  let kari: Page;
  let nina: Page;

  beforeAll(async () => {
    kari = await portal.signedInPage(KARI);
    // Opened here, so Nina's page outlives the first test and is still open when she is disabled.
    nina = await portal.newPage();
  });

  it('should invite a colleague, who sets a password and is signed in', { timeout: 120_000 }, async () => {
    await kari.goto(`${portal.baseUrl}/team`);
    await hydrated(kari, 'form.rr-team__invite');
    const invite = kari.getByRole('form', { name: 'Invite a user' });
    await invite.getByLabel('Name').fill('Nina Berg');
    await invite.getByLabel('E-mail').fill(NINA);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    expect(await snackbarShows(kari, `Invitation sent to ${NINA}`)).toBeTruthy();
    await kari
      .getByRole('region', { name: 'Pending invitations' })
      .getByText(`Nina Berg (${NINA})`, { exact: false })
      .waitFor();
    await portal.screenshot(kari, 'team', { desktopOnly: true });

    const link = await invitationLink(portal.dataDir);
    await nina.goto(`${portal.baseUrl}${link.pathname}${link.search}`);
    await nina.getByText('Welcome, Nina Berg.').waitFor();
    await nina.getByLabel('New password', { exact: true }).fill(NINAS_PASSWORD);
    await nina.getByLabel('Confirm new password').fill(NINAS_PASSWORD);
    await nina.getByRole('button', { name: 'Set password and sign in' }).click();
    await nina.waitForURL((url) => url.pathname !== '/invitation' && url.pathname !== '/login');
  });

  it('should disable the colleague: their open page is signed out and their password is refused', {
    timeout: 120_000,
  }, async () => {
    await kari.goto(`${portal.baseUrl}/team`);
    await hydrated(kari, 'form.rr-team__invite');
    await kari.getByLabel(/^Search/).fill(NINA);
    const row = kari.getByRole('row').filter({ hasText: NINA });
    await row.getByRole('button', { name: 'Manage' }).click();
    await kari.getByRole('button', { name: `Disable ${NINA}` }).click();
    expect(await snackbarShows(kari, `${NINA} is disabled`)).toBeTruthy();

    await nina.reload();
    await nina.waitForURL('**/login');
    await portal.submitSignIn(nina, NINA, NINAS_PASSWORD);
    expect(await snackbarShows(nina, 'This account is disabled. Ask your administrator.')).toBeTruthy();
  });
});
