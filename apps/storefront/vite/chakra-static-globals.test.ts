import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { installedChakraModule } from './chakra-module';
import { chakraGlobalsCss, chakraTokensCss, withoutRuntimeGlobals } from './chakra-static-globals';

const SYSTEM_ID = '/repo/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';
const PROVIDER = installedChakraModule('styled-system/provider');

describe('Chakra global styles as a stylesheet', () => {
  const css = chakraGlobalsCss();

  it('declares the layer order first, then the reset, the global CSS and the tokens in their layers', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toMatch(/@layer reset\{[^]*box-sizing:border-box/);
    expect(css).toMatch(/@layer base\{[^]*@keyframes spin/);
    expect(css).toMatch(/@layer tokens\{:where\(html, \.chakra-theme\)\{[^}]*--chakra-colors-gold-500:#c9a45c/);
  });

  it('carries the storefront theme: the dark palette, the gold accent and the fonts', () => {
    const tokens = chakraTokensCss();
    expect(tokens).toMatch(/^@layer tokens\{:where\(html, \.chakra-theme\)\{/);
    expect(tokens).toContain('--chakra-colors-bg:var(--chakra-colors-graphite-950)');
    expect(tokens).toContain("--chakra-fonts-heading:'Playfair Display Variable'");
    expect(tokens).toContain('--chakra-fonts-body:system-ui');
    expect(tokens).toContain('--chakra-colors-red-600:');
    expect(tokens).not.toContain('--chakra-colors-pink-500:');
    // The accent is the global CSS's: its defaults come with Chakra's elements, but for those a page's own classes read.
    expect(tokens).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-gold-solid)');
    expect(css).not.toContain('--chakra-colors-color-palette-solid:');
    expect(css).toContain('--chakra-colors-color-palette-focus-ring:var(--chakra-colors-gold-focus-ring)');
  });

  it('keeps in the page’s stylesheet only the global CSS its classes and Chakra’s reset read; the rest comes with the elements', () => {
    const own = chakraGlobalsCss(['.a { animation: spin 1s linear infinite; --x: var(--chakra-colors-color-palette-solid); }']);
    const elements = chakraTokensCss(['.a { color: red; }']);
    // Named by the class's animation, and read by it: kept, in the layer they came in.
    expect(own).toMatch(/@layer base\{[^]*@keyframes spin\{/);
    expect(own).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-gold-solid)');
    // Read by the reset (its font and border colour), whatever the classes read.
    expect(own).toContain('--global-font-body:var(--chakra-fonts-body)');
    expect(own).toContain('--global-color-border:var(--chakra-colors-border)');
    // Read by Chakra's elements alone: the keyframes of their animations, the ring and filter variables.
    expect(own).not.toContain('@keyframes fade-in');
    expect(own).not.toContain('--ring-color:');
    expect(own).toContain('font-feature-settings:"cv11"');
    expect(elements).toMatch(/@layer base\{[^]*@keyframes fade-in\{/);
    expect(elements).toMatch(/\*\{[^}]*--ring-color:/);
    expect(elements).toMatch(/html\{[^}]*--chakra-colors-color-palette-solid:/);
    // Nothing is in both, and no rule is left empty.
    expect(elements).not.toContain('font-feature-settings');
    expect(elements).not.toMatch(/\{\}/);
    expect(own).not.toMatch(/\{\}/);
  });

  it('keeps the keyframes a class animates with through a token', () => {
    const own = chakraGlobalsCss(['.a { animation: var(--chakra-animations-pulse); }']);
    expect(own).toMatch(/@layer base\{[^]*@keyframes pulse\{/);
    expect(own).toContain('--chakra-animations-pulse:pulse 2s');
    expect(own).not.toContain('@keyframes ping');
  });

  it('keeps in the page’s stylesheet only the tokens its classes read, and those their values read', () => {
    const own = chakraGlobalsCss(['.a { color: var(--chakra-colors-bg); }']);
    // Read by the class, and by the token's value in turn.
    expect(own).toContain('--chakra-colors-bg:var(--chakra-colors-graphite-950)');
    expect(own).toMatch(/--chakra-colors-graphite-950:#/);
    // Read by Chakra's own global CSS (the body's font).
    expect(own).toContain('--chakra-fonts-body:system-ui');
    // Read by nothing but Chakra's elements.
    expect(own).not.toContain('--chakra-colors-red-600:');
    expect(own).not.toContain('--chakra-colors-blue-500:');
    expect(own.length).toBeLessThan(css.length);
  });

  it('empties createSystem’s runtime globals and leaves every other module alone', () => {
    const source = 'const a = 1;\n  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n  return _global;';
    expect(withoutRuntimeGlobals(source, SYSTEM_ID)).toBe('const a = 1;\n  const _global = [];\n  return _global;');
    expect(withoutRuntimeGlobals(source, '/repo/node_modules/@chakra-ui/react/dist/esm/styled-system/css.js')).toBeNull();
  });

  it('renders no global styles from the provider of the installed Chakra, whose layer order the stylesheet declares', () => {
    const patched = withoutRuntimeGlobals(readFileSync(PROVIDER, 'utf8'), PROVIDER) ?? '';
    expect(patched).not.toContain('jsx(Global');
    expect(patched).toContain('jsxs(ChakraContextProvider, { value: sys, children: [\n    children\n  ] })');
    expect(() => parseAst(patched)).not.toThrow();
  });

  it('stops the build when Chakra no longer builds its globals the expected way', () => {
    expect(() => withoutRuntimeGlobals('const _global = [getTokenCss()];', SYSTEM_ID)).toThrow(/chakraStaticGlobals/);
    expect(() => withoutRuntimeGlobals('export const ChakraProvider = () => null;', PROVIDER)).toThrow(/provider’s layer order/);
  });
});
