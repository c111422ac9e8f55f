import { describe, expect, it } from 'vitest';
import { hydrated, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const KARI = 'customer@rigready.test';
const ADMIN = 'admin@rigready.test';

describe('given the built portal with the demo data, signed-in devices and document access in Chromium', () => {
  const portal = usePortal();

  it("should end the other browser's session from /settings/sessions, whose next page is the sign-in page", async () => {
    const laptop = await portal.signedInPage(KARI, { landing: /\/home/ });
    const phone = await portal.signedInPage(KARI, { landing: /\/home/ });
    await laptop.goto(`${portal.baseUrl}/settings/sessions`);
    await hydrated(laptop, '.rr-session-list');
    const sessions = laptop.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    expect(await sessions.count()).toBe(2);
    expect(await laptop.getByText('This device').count()).toBe(1);
    await portal.screenshot(laptop, 'signed-in-devices', { desktopOnly: true });

    await laptop.getByRole('button', { name: /^End the session on / }).click();
    expect(await snackbarShows(laptop, 'Signed out Chrome on Linux')).toBe('Signed out Chrome on Linux');
    await laptop.getByRole('button', { name: /^End the session on / }).waitFor({ state: 'detached' });
    expect(await sessions.count()).toBe(1);

    await phone.goto(`${portal.baseUrl}/home`);
    await phone.waitForURL('**/login');
    expect(new URL(phone.url()).pathname).toBe('/login');
    await laptop.goto(`${portal.baseUrl}/home`);
    expect(new URL(laptop.url()).pathname).toBe('/home');
  });

  it('should list a certificate the customer opened in the document access log of the provider admin', async () => {
    const customer = await portal.signedInPage(KARI, { landing: /\/home/ });
    await customer.goto(`${portal.baseUrl}/certificates`);
    await hydrated(customer, '.rr-certificates button');
    const served = customer.waitForResponse(
      (response) => new URL(response.url()).pathname === '/certificates/NTO' && response.status() === 200,
    );
    await customer.getByRole('button', { name: 'NTO', exact: true }).click();
    await served;

    const admin = await portal.signedInPage(ADMIN, { landing: /\/admin/ });
    await admin.goto(`${portal.baseUrl}/document-access?kind=certificate`);
    const row = admin.getByRole('row').filter({ hasText: 'NTO.pdf' });
    await row.waitFor();
    const text = (await row.textContent())?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain(KARI);
    expect(text).toContain('certificate NTO');
    expect(text).toContain('open (page)');
    await portal.screenshot(admin, 'document-access', { desktopOnly: true });
  });
});
