import { defineProject } from 'vitest/config';

// Browser tests drive the built portal in Debian's Chromium; they start servers, so they get long timeouts
// and run one file at a time.
export default defineProject({
  test: {
    name: 'portal-browser',
    include: ['tests/browser/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
