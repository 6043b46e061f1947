import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeStyles, type Interpolation } from '@emotion/serialize';
import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Root } from 'postcss';
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

const VARIABLE_DECLARATION = /(--[\w-]+):([^;{}]*);?/g;
const VARIABLE_REFERENCE = /var\((--[\w-]+)/g;
const references = (css: string) => [...css.matchAll(VARIABLE_REFERENCE)].map((match) => match[1]!);

/** Each custom property `declarations` declares, with its values. */
function declaredValues(declarations: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [, name, value] of declarations.matchAll(VARIABLE_DECLARATION)) values.set(name!, [...(values.get(name!) ?? []), value!]);
  return values;
}

/** The custom properties `css` reads, and those their values (declared in `declarations`) read in turn. */
function variablesReadBy(css: string, declarations: string): Set<string> {
  const values = declaredValues(declarations);
  const read = new Set<string>();
  const pending = references(css);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const value of values.get(name) ?? []) pending.push(...references(value));
  }
  return read;
}

/** The keyframes `css` names in its animations, directly or through a custom property `declarations` declares (a token). */
function animationNames(css: string, declarations: string): Set<string> {
  const values = declaredValues(declarations);
  const names = new Set<string>();
  postcss.parse(css).walkDecls(/^animation(-name)?$/, (declaration) => {
    const named = [declaration.value, ...references(declaration.value).flatMap((name) => values.get(name) ?? [])];
    for (const word of named.flatMap((value) => value.split(/[\s,]+/))) names.add(word);
  });
  return names;
}

const isCustomProperty = (declaration: Declaration) => declaration.prop.startsWith('--');
const isKeyframes = (node: ChildNode): node is AtRule => node.type === 'atrule' && node.name === 'keyframes';
const insideKeyframes = (declaration: Declaration) => {
  const rule = declaration.parent;
  return rule?.type === 'rule' && rule.parent?.type === 'atrule' && (rule.parent as AtRule).name === 'keyframes';
};

/** Removes the rules and at-rules `container` holds that are left with nothing in them, innermost first. */
function pruneEmptyBlocks(container: Container): void {
  container.each((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) {
      pruneEmptyBlocks(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

function withoutEmptyBlocks(root: Root): string {
  pruneEmptyBlocks(root);
  return root.toString();
}

/**
 * Chakra's global CSS in two parts. `page`: its rules, with the custom properties something on a
 * page reads (`readers`, the global CSS's own properties and those their values read) and the
 * keyframes `readers` animate with, by name or through a token. `elements`: the rest, which only Chakra's elements read (the
 * colour palette's defaults, the ring and filter variables, thirty keyframes), under the same
 * selectors, to go with the tokens those elements render.
 */
function splitGlobalCss(globalCss: string, readers: string, tokens: string): { page: string; elements: string } {
  const root = postcss.parse(globalCss);
  const properties: string[] = [];
  root.walkDecls((declaration) => {
    if (!isCustomProperty(declaration)) properties.push(declaration.value);
  });
  const read = variablesReadBy([readers, ...properties].join('\n'), globalCss);
  const animated = animationNames(readers, `${tokens}\n${globalCss}`);
  const forElements = (node: ChildNode) =>
    (node.type === 'decl' && isCustomProperty(node) && !read.has(node.prop)) || (isKeyframes(node) && !animated.has(node.params));
  const page = root.clone();
  page.walk((node) => {
    if (forElements(node)) node.remove();
  });
  const elements = root.clone();
  elements.walkAtRules('keyframes', (keyframes) => {
    if (!forElements(keyframes)) keyframes.remove();
  });
  elements.walkDecls((declaration) => {
    if (!forElements(declaration) && !insideKeyframes(declaration)) declaration.remove();
  });
  return { page: withoutEmptyBlocks(page), elements: withoutEmptyBlocks(elements) };
}

/** Every stylesheet of the storefront's own: the static classes a page paints with before (or without) Chakra. */
function ownStylesheets(): string[] {
  return readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `${SOURCE_DIR}/${file}`);
}

/**
 * The stylesheet every page links: the layer order, Chakra's reset, its global CSS without what
 * only its elements read, and of its tokens only those the storefront's own stylesheets and those
 * globals read (about a third). The rest serve Chakra's elements alone, so they come with them
 * (`chakraTokensCss`).
 */
export function chakraGlobalsCss(stylesheets: readonly string[] = ownStylesheets().map((file) => readFileSync(file, 'utf8'))): string {
  const { layerOrder, preflight, globalCss, tokens } = chakraGlobals();
  const { page } = splitGlobalCss(globalCss, [preflight, ...stylesheets].join('\n'), tokens);
  const read = variablesReadBy([preflight, page, ...stylesheets].join('\n'), tokens);
  const readTokens = tokens.replace(VARIABLE_DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''));
  return [layerOrder, preflight, page, readTokens].join('\n');
}

/** Every token, in its layer, and the global CSS only Chakra's elements read: what their styles may need. */
export function chakraTokensCss(stylesheets: readonly string[] = ownStylesheets().map((file) => readFileSync(file, 'utf8'))): string {
  const { preflight, globalCss, tokens } = chakraGlobals();
  return tokens + splitGlobalCss(globalCss, [preflight, ...stylesheets].join('\n'), tokens).elements;
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
