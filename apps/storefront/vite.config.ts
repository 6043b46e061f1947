import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraStaticGlobals } from './vite/chakra-static-globals';
import { EARLY_ENTRY_NAME, earlyEntry } from './vite/early-entry';
import { staticHosting } from './vite/static-hosting';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.STOREFRONT_PORT ?? 4200);

export default defineConfig({
  root: appDir,
  // One .env at the repository root (written by the local backend) serves both apps.
  envDir: repoRoot,
  plugins: [
    // The router plugin must run before React's so route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${appDir}src/routes`,
      generatedRouteTree: `${appDir}src/routeTree.gen.ts`,
      quoteStyle: 'single',
    }),
    react(),
    chakraStaticGlobals(),
    earlyEntry(),
    staticHosting(),
  ],
  // Resolves @oneboss/* from tsconfig.base.json paths, so the libraries need no build step.
  resolve: { tsconfigPaths: true },
  server: {
    port,
    strictPort: true,
    // The dev server serves any allowed file through /@fs/: only the app, the libraries and
    // node_modules, never the repository's runtime data (.data/ holds the database) or secrets.
    fs: { allow: [appDir, `${repoRoot}libs`, `${repoRoot}node_modules`], deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**', '.admin-password'] },
  },
  preview: { port, strictPort: true },
  build: {
    outDir: `${appDir}dist`,
    emptyOutDir: true,
    // Every browser of Vite's default target but Safari 16 preloads modules natively; there the
    // modules still load, only without the head start, so the polyfill is not worth its bytes on /.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: `${appDir}index.html`, [EARLY_ENTRY_NAME]: `${appDir}src/early-entry.ts` },
      treeshake: {
        // The shared libraries are pure modules: unused ones (libs/domain's zod schemas) are dropped.
        moduleSideEffects: (id) => (/[\\/]libs[\\/](domain|data)[\\/]src[\\/]/.test(id) ? false : undefined),
        // Chakra's theme module builds its full default config (every recipe) at load time through
        // identity helpers; marking them pure lets the bundler drop the recipes this app never uses.
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineKeyframes',
          'defineGlobalStyles',
          'defineStyle',
          'defineTextStyles',
          'defineAnimationStyles',
          'defineLayerStyles',
          'defineConditions',
          // zod schema builders are pure too: a module that exports a schema next to a plain
          // function (libs/domain's shop search) then costs no zod where only the function is used.
          'z',
        ],
      },
      output: {
        codeSplitting: {
          // zod serves only the forms; in its own chunk it cannot ride along with shared UI code.
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
