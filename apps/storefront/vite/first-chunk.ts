import { sharedRecipes } from '../src/theme/system';

const CHAKRA_THEME_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:theme[\\/]recipes[\\/]([\w-]+)|anatomy)\.js$/;
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const SHARED_RECIPE_FILES = new Set(Object.keys(sharedRecipes).map(kebabCase));

/**
 * Whether a module the browser entry reaches statically belongs in the first chunk every page
 * loads. Chakra's package index reaches all of its recipes and their anatomy table, so a recipe
 * only one page uses (the product tabs', the shop filters' drawer) counted as the entry's and was
 * sent with every page; it now goes with the chunk of the component that passes it.
 */
export function inFirstChunk(id: string): boolean {
  const themeModule = CHAKRA_THEME_MODULE.exec(id);
  if (!themeModule) return true;
  const recipeFile = themeModule[1];
  return recipeFile !== undefined && SHARED_RECIPE_FILES.has(recipeFile);
}
