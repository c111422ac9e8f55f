import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'packages/portal/vitest.browser.config.ts',
      './vitest.storybook.config.ts',
      'examples/intranet-tool/vitest.config.ts',
      { test: { name: 'docs', include: ['scripts/*.test.ts'], environment: 'node' } },
    ],
    reporters: ['default', './scripts/plain-summary-reporter.ts'],
  },
});
