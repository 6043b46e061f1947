import { defineConfig } from 'vitest/config';

// Each test file starts real servers on PGlite (and PostgreSQL when reachable):
// fresh PGlite folders take seconds to initialise on a busy machine.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
