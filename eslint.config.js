import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/tmp/**', '**/routeTree.gen.ts', '.nx/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:data', 'type:domain'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], bannedExternalImports: ['react', 'react-dom', '@supabase/*', '@tanstack/*', '@chakra-ui/*'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:tool', 'type:data', 'type:domain'] },
            { sourceTag: 'scope:storefront', notDependOnLibsWithTags: ['scope:admin'] },
            { sourceTag: 'scope:admin', notDependOnLibsWithTags: ['scope:storefront'] }
          ]
        }
      ]
    }
  },
  {
    // End-to-end specs drive the apps from outside, through the shared browser harness.
    files: ['apps/*/e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, depConstraints: [{ sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:tool', 'type:data', 'type:domain'] }] },
      ],
    },
  },
  {
    // A library's tests run it against the real embedded backend, which lives in tools/.
    files: ['libs/*/src/**/*.test.ts', 'libs/*/src/testing.ts', 'libs/*/vitest.*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:tool', 'type:domain'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' }
  }
);
