import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrated, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const OWNER = 'customer@rigready.test';

/** The sign-in link of the outbox's sign-in mail, once the portal has written it. */
async function mailedLink(dataDir: string): Promise<string> {
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const text = (await readFile(join(folder, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/\S+\/login\?link=[A-Za-z0-9_-]+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no sign-in link was mailed');
}

describe("given a stranger guessing the owner's password on the built portal, in Chromium", () => {
  const portal = usePortal();

  it('should let the owner in through "E-mail me a sign-in link" while the password waits', {
    timeout: 120_000,
  }, async () => {
    // The stranger keeps guessing, each time the wait allows, until the password waits 16 s (1+2+4+8 s of
    // guessing after the 5 free failures).
    const statuses: number[] = [];
    for (;;) {
      const answer = await fetch(`${portal.baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: OWNER, password: `stranger-${statuses.length}` }),
      });
      statuses.push(answer.status);
      if (answer.status !== 429) continue;
      const wait = Number(answer.headers.get('Retry-After'));
      if (wait >= 16) break;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);

    const page = await portal.newPage();
    await page.goto(`${portal.baseUrl}/login`);
    await hydrated(page, 'form.rr-sign-in');
    await page.getByLabel('E-mail').fill(OWNER);
    await page.getByLabel('Password').fill('rigready-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await snackbarShows(page, 'Oops.. Too many attempts. Please try again later')).toBeTruthy();

    await page.getByText('E-mail me a sign-in link').click();
    await page.getByLabel('E-mail for the link').fill(OWNER);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await snackbarShows(page, 'Success: if the e-mail has an account, a sign-in link is on its way');
    const link = new URL(await mailedLink(portal.dataDir));
    // PORTAL_ORIGIN is unset, as `npm start` leaves it: the link is on http://localhost:<PORT>.
    expect(link.origin).toBe(`http://localhost:${new URL(portal.baseUrl).port}`);

    await page.goto(`${portal.baseUrl}${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: 'Skarvheim Drilling AS' }).waitFor();
    await page.close();
  });
});
