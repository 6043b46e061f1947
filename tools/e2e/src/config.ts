import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** One vitest config shape for every e2e run: the stack starts once, files run one at a time. */
export function e2eConfig(include: string[]) {
  return defineConfig({
    root: repoRoot,
    resolve: { tsconfigPaths: true },
    test: {
      include,
      environment: 'node',
      globalSetup: [resolve(repoRoot, 'tools/e2e/src/global-setup.ts')],
      testTimeout: 90_000,
      hookTimeout: 300_000,
      fileParallelism: false,
    },
  });
}
