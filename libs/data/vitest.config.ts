import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const libDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: libDir,
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
