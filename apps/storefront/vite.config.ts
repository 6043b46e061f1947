import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  ],
  // Resolves @oneboss/* from tsconfig.base.json paths, so the libraries need no build step.
  resolve: { tsconfigPaths: true },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { outDir: `${appDir}dist`, emptyOutDir: true, sourcemap: false },
});
