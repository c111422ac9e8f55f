import { describe, expect, it } from 'vitest';
import { usePortal } from './support/use-portal.js';

// The sign-in page's words when the address is plain http and not the loopback (the operator met
// a silent return to /login instead).
const WARNING =
  'Signing in will not work at this address: it is plain http, and the portal sends its session cookie to HTTPS only (SESSION_COOKIE_SECURE), so the browser drops it and you come back here. The operator serves the portal over HTTPS (PORTAL_ORIGIN=https://…), or sets SESSION_COOKIE_SECURE=off for a plain-http deployment.';
// A name other than localhost for 127.0.0.1, as a LAN address would be.
const HOST = 'portal-over-http.test';

describe('given the production portal reached over plain http', () => {
  const portal = usePortal({
    env: { PORTAL_DEMO_DATA: 'off', PORTAL_WORKERS: '1', NODE_ENV: 'production' },
    dataSet: 'two-customers',
    chromiumArgs: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });

  async function signIn(origin: string) {
    const page = await portal.newPage();
    await page.goto(`${origin}/login`);
    const alert = await page.locator('.rr-auth__warning').allTextContents();
    await page.getByLabel('E-mail').fill('Customer@RigReady.test');
    await page.getByLabel('Password').fill('rigready-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .waitForURL((url) => url.pathname !== '/login' || url.search !== '', { timeout: 5_000 })
      .catch(() => {});
    const path = new URL(page.url()).pathname;
    await page.close();
    return { alert, path };
  }

  it('should say on the sign-in page, at an address other than localhost, why signing in cannot work', async () => {
    const port = new URL(portal.baseUrl).port;
    const { alert, path } = await signIn(`http://${HOST}:${port}`);
    expect(alert).toEqual([WARNING]);
    // What the warning foretells: the browser dropped the Secure cookie, so sign-in came back to /login.
    expect(path).toBe('/login');
  });

  it('should say nothing at localhost, where the browser keeps the cookie, and sign in', async () => {
    const port = new URL(portal.baseUrl).port;
    const { alert, path } = await signIn(`http://localhost:${port}`);
    expect(alert).toEqual([]);
    expect(path).not.toBe('/login');
  });
});
