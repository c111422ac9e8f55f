import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

// Every story of the ui kit runs as a test in Debian's Chromium: it renders, its play function (the
// interaction test) passes, and axe finds no violation. Nothing downloads a browser.
export default defineProject({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // The first story of a run pays Vite's first compile of the kit, the elements and their dependencies.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
