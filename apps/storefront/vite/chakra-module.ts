import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The id pattern of one module of Chakra's ESM build, `path` without `.js` ('styled-system/factory'). */
export function chakraModule(path: string): RegExp {
  const segments = ['@chakra-ui', 'react', 'dist', 'esm', ...path.split('/')].map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${segments.join('[\\\\/]')}\\.js$`);
}

/** The file of one module of the installed Chakra, for checking a patch against the code it replaces. */
export function installedChakraModule(path: string): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
  return join(packageDir, 'dist', 'esm', ...path.split('/')) + '.js';
}
