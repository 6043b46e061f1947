import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const reactAdminDeps = resolve(repoRoot, 'node_modules/react-admin/node_modules');

/**
 * react-admin, ra-supabase and ra-i18n-polyglot each carry a nested copy of ra-core and
 * react-router (npm could not hoist them past ra-language-pt-br's react-router 5). Copies of
 * a context provider do not see each other, so every import resolves to react-admin's own.
 */
const singleCopies = ['ra-core', 'ra-ui-materialui', 'react-router', 'react-router-dom'].map((name) => ({
  find: new RegExp(`^${name}$`),
  replacement: resolve(reactAdminDeps, name),
}));

/** ra-language-pt-br publishes no build, only `src/index.ts`. */
const raLanguagePtBr = { find: /^ra-language-pt-br$/, replacement: resolve(repoRoot, 'node_modules/ra-language-pt-br/src/index.ts') };

export default defineConfig({
  plugins: [react()],
  envDir: repoRoot,
  resolve: { tsconfigPaths: true, alias: [...singleCopies, raLanguagePtBr] },
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
