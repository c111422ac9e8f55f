import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'portal',
    include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
  },
});
