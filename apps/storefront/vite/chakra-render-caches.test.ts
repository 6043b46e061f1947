import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { installedChakraModule } from './chakra-module';
import { withRenderCaches } from './chakra-render-caches';

const FACTORY = installedChakraModule('styled-system/factory');
const MEMO = installedChakraModule('utils/memo');
const USE_RECIPE = installedChakraModule('styled-system/use-recipe');
const USE_SLOT_RECIPE = installedChakraModule('styled-system/use-slot-recipe');

describe('Chakra render caches', () => {
  it('compiles a styled component’s recipe once per styling system in the installed Chakra', () => {
    const patched = withRenderCaches(readFileSync(FACTORY, 'utf8'), FACTORY);
    expect(patched).toContain('if (recipeSystem !== cva) {');
    expect(patched).toContain('const cvaRecipe = compiledRecipe;');
    expect(patched?.match(/cva\(configOrCva\)/g)).toHaveLength(1);
    expect(() => parseAst(patched ?? '')).not.toThrow();
  });

  it('serializes an element’s resolved styles once, unless another element’s class is composed in, in the installed Chakra', () => {
    const patched = withRenderCaches(readFileSync(FACTORY, 'utf8'), FACTORY) ?? '';
    expect(patched).toContain('const serializedStyles = new WeakMap();');
    expect(patched).toContain('let serialized = classInterpolations.length === 1 ? serializedStyles.get(styleProps) : void 0;');
    expect(patched).toContain('if (classInterpolations.length === 1) serializedStyles.set(styleProps, serialized);');
    // Both factory patches apply to the one module.
    expect(patched).toContain('const cvaRecipe = compiledRecipe;');
    expect(patched.match(/serializeStyles\(/g)).toHaveLength(1);
    expect(() => parseAst(patched)).not.toThrow();
  });

  it('leaves a cache hit in place in the installed Chakra', () => {
    const patched = withRenderCaches(readFileSync(MEMO, 'utf8'), MEMO);
    expect(patched).toMatch(/get\(key\) \{\s*return this\.cache\.get\(key\);\s*\}/);
    expect(patched).not.toContain('this.cache.delete(key);\n      this.cache.set(key, value);');
    expect(() => parseAst(patched ?? '')).not.toThrow();
  });

  it.each([
    [USE_RECIPE, 'cva'],
    [USE_SLOT_RECIPE, 'sva'],
  ])('compiles a recipe given through the recipe prop once per styling system in the installed Chakra (%s)', (id, compile) => {
    const patched = withRenderCaches(readFileSync(id, 'utf8'), id);
    expect(patched).toContain('if (recipeProp) return compiledOnce(sys, recipeProp);');
    expect(patched).toContain('return compiledOnce(sys, EMPTY_RECIPE);');
    // The system's compiler is called in one place only: the cache's miss.
    expect(patched?.match(new RegExp(`sys\\.${compile}\\(`, 'g'))).toHaveLength(1);
    expect(() => parseAst(patched ?? '')).not.toThrow();
  });

  it('leaves every other module alone', () => {
    const id = installedChakraModule('styled-system/css');
    expect(withRenderCaches(readFileSync(id, 'utf8'), id)).toBeNull();
  });

  it('stops the build when Chakra has changed the code a patch is for', () => {
    expect(() => withRenderCaches('export const memo = (fn) => fn;', MEMO)).toThrow(/leave a cache hit in place.*chakra-render-caches/);
    expect(() => withRenderCaches('export const chakra = {};', FACTORY)).toThrow(/recipe once per styling system/);
    const factory = readFileSync(FACTORY, 'utf8');
    expect(() => withRenderCaches(factory.replace('cache2.registered,\n      mergedProps', 'cache2.registered'), FACTORY)).toThrow(/serialize an element’s resolved styles once/);
    expect(() => withRenderCaches('export const useSlotRecipe = () => null;', USE_SLOT_RECIPE)).toThrow(/useSlotRecipe recipe once per styling system.*chakra-render-caches/);
  });
});
