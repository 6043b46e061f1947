import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

export default defineConfig({
  plugins: [react()],
  envDir: repoRoot,
  resolve: { tsconfigPaths: true },
  server: {
    port: 4300,
    strictPort: true,
    // The dev server serves any allowed file through /@fs/: only the app, the libraries and
    // node_modules, never the repository's runtime data (.data/ holds the database) or secrets.
    fs: {
      allow: [import.meta.dirname, resolve(repoRoot, 'libs'), resolve(repoRoot, 'node_modules')],
      deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**', '.admin-password'],
    },
  },
  preview: { port: 4300, strictPort: true },
  build: { outDir: resolve(repoRoot, 'dist/apps/admin'), emptyOutDir: true },
});
