import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeStyles, type Interpolation } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { createStyleCache } from '../src/theme/style-cache';
import { createStorefrontSystem } from '../src/theme/system';
import { chakraModule } from './chakra-module';
import { applyingPatches, dependencyPatch } from './dependency-patch';

const CHAKRA_GLOBALS_ID = 'virtual:chakra-globals.css';
const RESOLVED_ID = `\0${CHAKRA_GLOBALS_ID}`;
/** The name React knows the tokens' style by, to put it in the head once per page. */
export const CHAKRA_TOKENS_HREF = 'chakra-tokens';
const SOURCE_DIR = fileURLToPath(new URL('../src', import.meta.url));

/** Chakra's global styles as its provider would inject them, serialized by emotion as on a server render. */
function serializeGlobals() {
  const system = createStorefrontSystem();
  const cache = createStyleCache('chakra-globals');
  // Outside a browser emotion's insert returns the rules instead of adding them to a document.
  const toCss = (styles: Interpolation) => String(cache.insert('', serializeStyles([styles]), cache.sheet, false));
  const [preflight, globalCss, tokens] = system._global.map(toCss);
  return { layerOrder: toCss(system.layers.atRule), preflight: preflight!, globalCss: globalCss!, tokens: tokens! };
}
// Built once per process: the tokens' text and each environment's stylesheet (browser and server) read the same
// theme, and building the system costs 30-70 ms.
let globals: ReturnType<typeof serializeGlobals> | undefined;
const chakraGlobals = () => (globals ??= serializeGlobals());

const TOKEN_DECLARATION = /(--chakra-[\w-]+):([^;{}]*);?/g;
const TOKEN_REFERENCE = /var\((--chakra-[\w-]+)/g;
const references = (css: string) => [...css.matchAll(TOKEN_REFERENCE)].map((match) => match[1]!);

/** The tokens `css` reads, and those their values read in turn. */
function tokensReadBy(css: string, tokens: string): Set<string> {
  const values = new Map<string, string[]>();
  for (const [, name, value] of tokens.matchAll(TOKEN_DECLARATION)) values.set(name!, [...(values.get(name!) ?? []), value!]);
  const read = new Set<string>();
  const pending = references(css);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const value of values.get(name) ?? []) pending.push(...references(value));
  }
  return read;
}

/** Every stylesheet of the storefront's own: the static classes a page paints with before (or without) Chakra. */
function ownStylesheets(): string[] {
  return readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `${SOURCE_DIR}/${file}`);
}

/**
 * The stylesheet every page links: the layer order, Chakra's reset and global CSS, and of its
 * tokens only those the storefront's own stylesheets and those globals read (about a third). The
 * rest serve Chakra's elements alone, so they come with them (`chakraTokensCss`).
 */
export function chakraGlobalsCss(stylesheets: readonly string[] = ownStylesheets().map((file) => readFileSync(file, 'utf8'))): string {
  const { layerOrder, preflight, globalCss, tokens } = chakraGlobals();
  const read = tokensReadBy([preflight, globalCss, ...stylesheets].join('\n'), tokens);
  const readTokens = tokens.replace(TOKEN_DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''));
  return [layerOrder, preflight, globalCss, readTokens].join('\n');
}

/** Every token, in its layer: what a Chakra element's styles may read. */
export function chakraTokensCss(): string {
  return chakraGlobals().tokens;
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
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const files = ownStylesheets();
      // A stylesheet that starts reading another token changes this one (the dev server's reload).
      for (const file of files) this.addWatchFile(file);
      return chakraGlobalsCss(files.map((file) => readFileSync(file, 'utf8')));
    },
  };
}
