import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.js';
import { type RunningPortal, startPortal } from './support/portal-server.js';

describe('given the portal started as npm start starts it', () => {
  let portal: RunningPortal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('should answer /healthz with 200', async () => {
    const response = await fetch(`${portal.baseUrl}/healthz`);
    expect(response.status).toBe(200);
  });

  it('should render the sign-in form at /login in Chromium', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${portal.baseUrl}/login`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    expect(await page.getByLabel('E-mail').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
    await page.close();
  });

  it('should send / and unknown paths to /login', async () => {
    const page = await browser.newPage();
    for (const path of ['/', '/no-such-page']) {
      await page.goto(`${portal.baseUrl}${path}`);
      expect(new URL(page.url()).pathname).toBe('/login');
    }
    await page.close();
  });
});
