import type { Plugin } from 'vite';
import { chakraModule } from './chakra-module';
import { applyingPatches, dependencyPatch, type SourcePatch } from './dependency-patch';

const FACTORY = chakraModule('styled-system/factory');

/** A recipe hook's compile step, cached per styling system and recipe object instead of per render. */
function recipeHookPatch(hook: 'useRecipe' | 'useSlotRecipe', compile: 'cva' | 'sva', registry: 'getRecipeFn' | 'getSlotRecipeFn', empty: string): SourcePatch {
  const file = hook === 'useRecipe' ? 'use-recipe' : 'use-slot-recipe';
  return {
    module: chakraModule(`styled-system/${file}`),
    purpose: `compile a ${hook} recipe once per styling system`,
    from: `function ${hook}(options) {
  const { key, recipe: recipeProp } = options;
  const sys = useChakraContext();
  return useMemo(() => {
    if (recipeProp) return sys.${compile}(recipeProp);
    if (key != null) return sys.${registry}(key);
    return sys.${compile}(${empty});
  }, [key, recipeProp, sys]);
}`,
    to: `const compiledBySystem = new WeakMap();
const EMPTY_RECIPE = ${empty};
function compiledOnce(sys, recipe) {
  let compiled = compiledBySystem.get(sys);
  if (!compiled) compiledBySystem.set(sys, (compiled = new WeakMap()));
  let fn = compiled.get(recipe);
  if (!fn) compiled.set(recipe, (fn = sys.${compile}(recipe)));
  return fn;
}
function ${hook}(options) {
  const { key, recipe: recipeProp } = options;
  const sys = useChakraContext();
  return useMemo(() => {
    if (recipeProp) return compiledOnce(sys, recipeProp);
    if (key != null) return sys.${registry}(key);
    return compiledOnce(sys, EMPTY_RECIPE);
  }, [key, recipeProp, sys]);
}`,
  };
}

/**
 * Four costs of every Chakra element's render, on the server for each page and in the browser for
 * hydration (a product page renders about 420 styled elements, each through about 24 memoized
 * style functions):
 * - a styled component compiled its recipe again on every render (`cva(...)` and its merge), so
 *   each element started with empty caches and resolved its styles from scratch;
 * - so did a component given its recipe through the `recipe` prop (how page-only recipes load with
 *   their page: each shop filter's checkbox, the product's tabs and breadcrumb, every input);
 * - each element serialized its resolved style object to CSS text and hashed it (emotion's
 *   `serializeStyles`), although that object comes from Chakra's memoized css() and is the same for
 *   the same styles;
 * - each cache hit moved its entry to the end of the cache's Map (a delete and a set), the most
 *   expensive part of a hit. Hits now leave it where it is: the oldest entry is evicted first.
 * Recipes and style objects are cached by object: one written inline in a render is a new object
 * each time and is compiled as before, and a WeakMap lets it go with the render.
 */
const PATCHES: SourcePatch[] = [
  recipeHookPatch('useRecipe', 'cva', 'getRecipeFn', '{}'),
  recipeHookPatch('useSlotRecipe', 'sva', 'getSlotRecipeFn', '{ slots: [] }'),
  {
    module: FACTORY,
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
    module: FACTORY,
    purpose: 'serialize an element’s resolved styles once',
    // The resolved styles come from Chakra's memoized css(), the same object for the same styles;
    // with no class of another element to compose, they serialize to the same CSS text and name.
    from: `    const serialized = serializeStyles(
      styles.concat(classInterpolations),
      cache2.registered,
      mergedProps
    );`,
    to: `    let serialized = classInterpolations.length === 1 ? serializedStyles.get(styleProps) : void 0;
    if (serialized === void 0) {
      serialized = serializeStyles(
        styles.concat(classInterpolations),
        cache2.registered,
        mergedProps
      );
      if (classInterpolations.length === 1) serializedStyles.set(styleProps, serialized);
    }`,
  },
  {
    module: FACTORY,
    purpose: 'keep the serialized styles of each resolved style object',
    from: `let isBrowser = typeof document !== "undefined";`,
    to: `let isBrowser = typeof document !== "undefined";
const serializedStyles = new WeakMap();`,
  },
  {
    module: chakraModule('utils/memo'),
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
