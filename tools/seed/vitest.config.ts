import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tools/seed/src/**/*.test.ts'],
    // Each schema suite boots PGlite and applies every migration (several seconds on two cores).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
