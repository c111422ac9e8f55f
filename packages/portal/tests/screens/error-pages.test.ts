import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../helpers/portal-harness.js';
import { sessionCookie } from '../reliability/support/portal-client.js';
import { PORTAL_TIMEOUT_MS, useBuiltPortal } from '../reliability/support/use-built-portal.js';

const REFUSED =
  'Your account does not give access to this page. Open one of your pages from the menu, or ask your administrator for access.';

const page = async (url: string, cookie?: string) => {
  const answer = await fetch(url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  return { status: answer.status, location: answer.headers.get('Location'), html: await answer.text() };
};

// The pages as the built server sends them (server-rendered HTML), on the two-customers fixture.
describe('refusals and unknown pages inside the portal frame', { timeout: PORTAL_TIMEOUT_MS }, () => {
  const { portal } = useBuiltPortal();

  it('should show a guest refused a page the frame, its menu and a sentence saying what to do', async () => {
    const cookie = await sessionCookie(portal().baseUrl, PERSONAS.guestA);
    const refused = await page(`${portal().baseUrl}/inventory`, cookie);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('class="rr-app-shell"');
    expect(refused.html).toContain('<h1>Not allowed</h1>');
    expect(refused.html).toContain(`<p>${REFUSED}</p>`);
    // The guest's own pages stay one click away in the drawer.
    expect(refused.html).toContain('href="/dp"');
    expect(refused.html).toContain('<a class="rr-tap-link" href="/home">Go to your start page</a>');
  });

  it('should answer an unknown path 404 inside the frame for a signed-in customer, one segment or more', async () => {
    const cookie = await sessionCookie(portal().baseUrl, PERSONAS.customerA);
    for (const path of ['/no-such/page', '/nosuchpage']) {
      const unknown = await page(`${portal().baseUrl}${path}`, cookie);
      expect(unknown.status, path).toBe(404);
      expect(unknown.html, path).toContain('class="rr-app-shell"');
      expect(unknown.html, path).toContain('<h1>Page not found</h1>');
      expect(unknown.html, path).toContain(
        `<p>There is no page at ${path}. Check the address, or open a page from the menu.</p>`,
      );
    }
  });

  it('should still send a signed-out visitor on an unknown path to sign-in, as the spec has it', async () => {
    const unknown = await page(`${portal().baseUrl}/no-such/page`);
    expect(unknown.status).toBe(302);
    expect(unknown.location).toBe('/login');
  });

  it('should describe every page, the sign-in page included', async () => {
    const login = await page(`${portal().baseUrl}/login`);
    expect(login.html).toContain(
      '<meta name="description" content="rigready: your pipe and BHA inventory down to the rack position, orders, deliveries, reports and certificates from your inspection provider."/>',
    );
  });
});
