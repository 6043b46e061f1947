import type { Plugin } from 'vite';
import { applyingPatches, dependencyPatch, type SourcePatch } from './dependency-patch';

/**
 * Two costs of every Chakra element's render, on the server for each page and in the browser for
 * hydration (a product page renders about 420 styled elements, each through about 24 memoized
 * style functions):
 * - a styled component compiled its recipe again on every render (`cva(...)` and its merge), so
 *   each element started with empty caches and resolved its styles from scratch;
 * - each cache hit moved its entry to the end of the cache's Map (a delete and a set), the most
 *   expensive part of a hit. Hits now leave it where it is: the oldest entry is evicted first.
 * Together about a sixth less server CPU per product page (see docs/benchmarks.md).
 */
const PATCHES: SourcePatch[] = [
  {
    module: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
    purpose: 'compile a styled component’s recipe once per styling system',
    from: `  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
    const cvaRecipe = mergeCva(baseCva, cvaFn);`,
    to: `  let recipeSystem, compiledRecipe;
  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    if (recipeSystem !== cva) {
      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
      compiledRecipe = mergeCva(baseCva, cvaFn);
      recipeSystem = cva;
    }
    const cvaRecipe = compiledRecipe;`,
  },
  {
    module: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/,
    purpose: 'leave a cache hit in place',
    from: `  get(key) {
    const value = this.cache.get(key);
    if (value !== void 0) {
      this.cache.delete(key);
      this.cache.set(key, value);
    }
    return value;
  }`,
    to: `  get(key) {
    return this.cache.get(key);
  }`,
  },
];

/** The module's code with its patch applied; null for a module no patch is for. */
export const withRenderCaches = applyingPatches({ plugin: 'chakraRenderCaches', file: 'chakra-render-caches.ts' }, PATCHES);

/** The patches above on Chakra's modules, in the build (browser and server) and in the dev server. */
export function chakraRenderCaches(): Plugin {
  return dependencyPatch('oneboss:chakra-render-caches', withRenderCaches);
}
