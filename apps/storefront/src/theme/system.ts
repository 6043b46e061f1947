import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkmarkRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { luxuryTheme } from './luxury';

/** Palettes no storefront style, semantic token or recipe uses (only Chakra's code-block recipe). */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
// Every token is processed by createSystem at start-up, so the unused palettes are left out.
const colors = Object.fromEntries(Object.entries(tokens.colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name)));

/** The recipes every page shares, built into the system (its own chunk, see style-system.ts); a page-only recipe is passed to its component. */
export const sharedRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

/**
 * Chakra's base config plus only the recipes shared by every page (page-only ones are passed to
 * their component through the `recipe` prop, so they load with that page): the default system ships
 * every recipe (~30 KB gzip more), which the public pages' bundle budget cannot afford.
 */
const sliceOfDefaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: sharedRecipes,
  },
});

// Emotion's cache comes with the system's code: nothing but a Chakra element writes to it.
export { createStyleCache } from './style-cache';

/** The storefront's styling system: the longest piece of start-up work, so the caller picks its moment. */
export function createStorefrontSystem() {
  // createSystem merges its configs itself: merging them first would deep-copy every token twice.
  return createSystem(defaultBaseConfig, sliceOfDefaultTheme, luxuryTheme);
}
