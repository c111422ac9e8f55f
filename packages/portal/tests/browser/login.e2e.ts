import { describe, expect, it } from 'vitest';
import { usePortal } from './support/use-portal.js';

describe('given the portal started as npm start starts it', () => {
  const portal = usePortal();

  it('should answer /healthz with 200', async () => {
    const response = await fetch(`${portal.baseUrl}/healthz`);
    expect(response.status).toBe(200);
  });

  it('should render the sign-in form at /login in Chromium', async () => {
    const page = await portal.newPage();
    const response = await page.goto(`${portal.baseUrl}/login`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    expect(await page.getByLabel('E-mail').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
  });

  it('should send / and unknown paths to /login', async () => {
    const page = await portal.newPage();
    for (const path of ['/', '/no-such-page']) {
      await page.goto(`${portal.baseUrl}${path}`);
      expect(new URL(page.url()).pathname).toBe('/login');
    }
  });
});
