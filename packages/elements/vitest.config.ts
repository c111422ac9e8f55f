import { defineProject } from 'vitest/config';

// The package's checks in Node (the manifest) and its browser tests: the built elements served as static
// files (no dev server, no bundler) and driven in Debian's Chromium.
export default defineProject({
  test: {
    name: 'elements',
    include: ['src/**/*.test.ts', 'tests/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
