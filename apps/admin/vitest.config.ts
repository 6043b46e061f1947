import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: import.meta.dirname,
    test: { include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'], environment: 'node' },
  }),
);
