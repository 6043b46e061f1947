import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const libDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: libDir,
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    // One embedded backend serves every file and PGlite answers one query at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
