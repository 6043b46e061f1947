import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const appDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: appDir,
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'vite/**/*.test.ts'],
    environment: 'node',
  },
});
