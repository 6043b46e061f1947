import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { adminSecurityHeaders } from './vite/security-headers';

const repoRoot = resolve(import.meta.dirname, '../..');
// The built panel's backend, as the build reads it (.env, or the environment's VITE_ variables).
const { VITE_SUPABASE_URL } = loadEnv('production', repoRoot, 'VITE_');

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
  // The dev server's own inline scripts (hot reload) would be refused by the policy: only the build is served with it.
  preview: { port: 4300, strictPort: true, headers: adminSecurityHeaders(VITE_SUPABASE_URL) },
  build: { outDir: resolve(repoRoot, 'dist/apps/admin'), emptyOutDir: true },
});
