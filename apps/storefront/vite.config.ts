import { fileURLToPath } from 'node:url';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brotliAssets } from './vite/brotli-assets';
import { chakraHeadStyles } from './vite/chakra-head-styles';
import { chakraRenderCaches } from './vite/chakra-render-caches';
import { chakraStaticGlobals } from './vite/chakra-static-globals';
import { compileHint } from './vite/compile-hint';
import { emotionCacheDefault } from './vite/emotion-cache-default';
import { inFirstChunk } from './vite/first-chunk';
import { startRpcOnDemand } from './vite/start-rpc-on-demand';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.STOREFRONT_PORT ?? 4200);

export default defineConfig({
  root: appDir,
  // One .env at the repository root (written by the local backend) serves both apps.
  envDir: repoRoot,
  plugins: [
    // TanStack Start: the file routes rendered on the server (streaming SSR) and hydrated in the browser.
    tanstackStart({
      srcDirectory: 'src',
      router: {
        quoteStyle: 'single',
        // A route's component, error and not-found components in one chunk: Start's HTML preloads every
        // chunk of the matched route anyway, and fewer, larger chunks took a product page's bytes
        // before its LCP 167.6 -> 166.0 KB gzip.
        codeSplittingOptions: { defaultBehavior: [['component', 'errorComponent', 'notFoundComponent']] },
      },
    }),
    react(),
    chakraStaticGlobals(),
    chakraRenderCaches(),
    chakraHeadStyles(),
    emotionCacheDefault(),
    startRpcOnDemand(),
    compileHint(),
    brotliAssets(),
  ],
  environments: {
    // Every module the browser entry imports statically shares one chunk: split by how routes share
    // them, the HTML of / referenced 46 files (46 requests over HTTP/1.1, each compressed alone);
    // now a few, and 6 KB gzip less. Route components still load with their route. The chunk takes
    // only the modules it names, not their imports, so a page's own recipe stays with that page.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: inFirstChunk, includeDependenciesRecursively: false }] },
          },
        },
      },
    },
  },
  // Resolves @oneboss/* from tsconfig.base.json paths, so the libraries need no build step.
  resolve: { tsconfigPaths: true },
  // The server bundles Chakra too, so chakraStaticGlobals patches its createSystem there as well:
  // loaded from node_modules, it wrote the 38 KB of global styles into every page's HTML, beside
  // the stylesheet that already carries them, and serialized them on every request.
  ssr: { noExternal: ['@chakra-ui/react'] },
  server: {
    port,
    strictPort: true,
    // The dev server serves any allowed file through /@fs/: only the app, the libraries and
    // node_modules, never the repository's runtime data (.data/ holds the database) or secrets.
    fs: { allow: [appDir, `${repoRoot}libs`, `${repoRoot}node_modules`], deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**', '.admin-password'] },
  },
  build: {
    // Start writes dist/client (the browser's files) and dist/server (the handler); the e2e stack builds elsewhere.
    outDir: process.env.STOREFRONT_BUILD_DIR ?? `${appDir}dist`,
    // Every browser of Vite's default target but Safari 16 preloads modules natively; there the
    // modules still load, only without the head start, so the polyfill is not worth its bytes on /.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The shared libraries are pure modules: unused ones (libs/domain's zod schemas) are dropped.
        // Except libs/domain's zod setup, whose one statement must run before any schema is built.
        moduleSideEffects: (id) => {
          if (/[\\/]libs[\\/]domain[\\/]src[\\/]zod\.ts$/.test(id)) return true;
          // emotion imports it bare, as if for a side effect it does not have; only its withTheme,
          // which nothing here calls, uses it (1.8 KB gzip with its react-is on every page).
          if (/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id)) return false;
          return /[\\/]libs[\\/](domain|data)[\\/]src[\\/]/.test(id) ? false : undefined;
        },
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
          // function or constant then costs no zod where only those are used.
          'z',
        ],
      },
    },
  },
});
