import { defineConfig } from 'vitest/config';

// Real servers on random ports and real Chromium; nothing here is timed (the bench measures).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
