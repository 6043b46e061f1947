import { serializeStyles, type Interpolation } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { createStyleCache } from '../src/theme/style-cache';
import { createStorefrontSystem } from '../src/theme/system';
import { chakraModule } from './chakra-module';
import { applyingPatches, dependencyPatch } from './dependency-patch';

const CHAKRA_GLOBALS_ID = 'virtual:chakra-globals.css';
const RESOLVED_ID = `\0${CHAKRA_GLOBALS_ID}`;

/**
 * Chakra's global styles exactly as its provider would inject them (layer order, reset, global
 * CSS, tokens), serialized by emotion as on a server render.
 */
export function chakraGlobalsCss(): string {
  const system = createStorefrontSystem();
  const cache = createStyleCache('chakra-globals');
  // Outside a browser emotion's insert returns the rules instead of adding them to a document.
  const toCss = (styles: Interpolation) => String(cache.insert('', serializeStyles([styles]), cache.sheet, false));
  return [system.layers.atRule, ...system._global].map(toCss).join('\n');
}

/** Chakra's createSystem without its global styles, which the stylesheet above already carries. */
export const withoutRuntimeGlobals = applyingPatches({ plugin: 'chakraStaticGlobals', file: 'chakra-static-globals.ts' }, [
  {
    module: chakraModule('styled-system/system'),
    purpose: 'leave out its global styles (the reset, the global CSS and every token as a CSS variable)',
    from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    to: 'const _global = [];',
  },
  {
    // The stylesheet starts with the layer order, and the globals are empty. As emotion Globals,
    // the server wrote both into the body and the browser moved them into <head> before hydrating:
    // a stylesheet with cascade layers moved after the first paint, which restyles the whole page.
    module: chakraModule('styled-system/provider'),
    purpose: 'leave out the provider’s layer order and global styles',
    from: `    !sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: sys.layers.atRule }),
    /* @__PURE__ */ jsx(Global, { styles: sys._global }),
    children`,
    to: '    children',
  },
]);

/**
 * Chakra's global styles as a build-time stylesheet instead of runtime work. Building them
 * (every token through the style engine) was about half of `createSystem`, the longest task of a
 * phone's start-up, and emotion then serialized them again on the first render. As a stylesheet
 * they also style the first paint and stay in the browser's cache. `import 'virtual:chakra-globals.css'`
 * once; the app's createSystem then leaves `_global` empty.
 */
export function chakraStaticGlobals(): Plugin {
  return {
    ...dependencyPatch('oneboss:chakra-static-globals', withoutRuntimeGlobals),
    resolveId: (id) => (id === CHAKRA_GLOBALS_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? chakraGlobalsCss() : null),
  };
}
