import { describe, expect, it } from 'vitest';
import { hydrated, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

describe('given the built portal with the demo data, in Chromium', () => {
  const portal = usePortal();

  it('should sign in, navigate, sign out, and show nothing private on the back button', async () => {
    const page = await portal.newPage();
    const context = page.context();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(`${portal.baseUrl}/login`);
    await hydrated(page, 'form.rr-sign-in');
    await page.getByLabel('E-mail').fill('customer@rigready.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await snackbarShows(page, 'Oops.. Wrong e-mail or password')).toBe(
      'Oops.. Wrong e-mail or password',
    );
    expect(await page.getByLabel('Password').inputValue()).toBe('');

    await page.getByLabel('Password').fill('rigready-demo');
    const [homeResponse] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/home')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.waitForURL('**/home');
    // The URL changes before the new page has rendered: wait for the customer's heading itself.
    await page.getByRole('heading', { level: 1, name: 'Skarvheim Drilling AS' }).waitFor();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toBeTruthy();
    expect(heading).not.toBe('Sign in');
    expect(homeResponse.headers()['cache-control']).toBe('no-store');
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith('rigready_session'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const document = await page.goto(`${portal.baseUrl}/home`);
    const csp = document?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(document?.headers()['x-content-type-options']).toBe('nosniff');
    // A signed-in visitor on an unknown path stays in the frame and is told so (a signed-out one goes to /login).
    const unknown = await page.goto(`${portal.baseUrl}/no-such-page`);
    expect(unknown?.status()).toBe(404);
    await hydrated(page, '.rr-navbar');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'rigready home' }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);

    await page.getByRole('button', { name: 'Account of customer@rigready.test' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goBack();
    // Going back re-validates the private page, which redirects: wait until that navigation has settled.
    await page.waitForURL('**/login');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.content()).not.toContain(heading ?? '');
    const direct = await context.request.get(`${portal.baseUrl}/home`, { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
