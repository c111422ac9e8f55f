import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-support/setup.ts'],
  },
});
