import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inFirstChunk } from './first-chunk';

const chakraEsm = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist', 'esm');
const recipe = (file: string) => join(chakraEsm, 'theme', 'recipes', `${file}.js`);

describe('the first chunk', () => {
  it('keeps the recipes of the shared theme', () => {
    for (const file of ['button', 'badge', 'skeleton', 'checkmark']) expect(inFirstChunk(recipe(file)), file).toBe(true);
  });

  it('leaves out the recipes only a page passes, and their anatomy table', () => {
    for (const file of ['tabs', 'drawer', 'dialog', 'native-select', 'toast']) expect(inFirstChunk(recipe(file)), file).toBe(false);
    expect(inFirstChunk(join(chakraEsm, 'anatomy.js'))).toBe(false);
  });

  it('keeps every other module', () => {
    expect(inFirstChunk(join(chakraEsm, 'styled-system', 'factory.js'))).toBe(true);
    expect(inFirstChunk(join(chakraEsm, 'theme', 'index.js'))).toBe(true);
    expect(inFirstChunk('/repo/apps/storefront/src/components/layout/Header.tsx')).toBe(true);
  });
});
