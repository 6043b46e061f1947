import { describe, expect, it } from 'vitest';
import { installedChakraModule } from './chakra-module';
import { inFirstChunk } from './first-chunk';

const recipe = (file: string) => installedChakraModule(`theme/recipes/${file}`);

describe('the first chunk', () => {
  it('keeps the recipes of the shared theme', () => {
    for (const file of ['button', 'badge', 'skeleton', 'checkmark']) expect(inFirstChunk(recipe(file)), file).toBe(true);
  });

  it('leaves out the recipes only a page passes, and their anatomy table', () => {
    for (const file of ['tabs', 'drawer', 'dialog', 'native-select', 'toast']) expect(inFirstChunk(recipe(file)), file).toBe(false);
    expect(inFirstChunk(installedChakraModule('anatomy'))).toBe(false);
  });

  it('keeps every other module', () => {
    expect(inFirstChunk(installedChakraModule('styled-system/factory'))).toBe(true);
    expect(inFirstChunk(installedChakraModule('theme/index'))).toBe(true);
    expect(inFirstChunk('/repo/apps/storefront/src/components/layout/Header.tsx')).toBe(true);
  });
});
