import { defineProject } from 'vitest/config';

// The example as an outside app would run it: installed from the release tarballs, built once, served by
// its proxy in front of a real portal, driven in Debian's Chromium.
export default defineProject({
  test: {
    name: 'intranet-tool',
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
