import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withHeadStyles } from './chakra-head-styles';
import { installedChakraModule } from './chakra-module';

const FACTORY = installedChakraModule('styled-system/factory');
const TOKENS = '@layer tokens{:where(html, .chakra-theme){--chakra-colors-fg:#fff;}}';
const patch = withHeadStyles(TOKENS);

describe('Chakra element styles and tokens hoisted into the head', () => {
  const patched = patch(readFileSync(FACTORY, 'utf8'), FACTORY) ?? '';

  it('gives the server’s style tag an href and the precedence the browser reads back, in the installed Chakra', () => {
    expect(patched).toContain('jsx("style", { href: serializedNames, precedence: "chakra", nonce: cache2.sheet.nonce, children: rules })');
    expect(patched).not.toContain('data-emotion');
    expect(() => parseAst(patched)).not.toThrow();
  });

  it('renders every token as one more hoisted style, on the server beside the rules and in the browser alone', () => {
    expect(patched).toContain(`const chakraTokens = (cache) => jsx("style", { href: "chakra-tokens", precedence: "chakra", nonce: cache.sheet.nonce, children: ${JSON.stringify(TOKENS)} });`);
    expect(patched).toContain('jsxs(React.Fragment, { children: [chakraTokens(cache2), jsx("style", { href: serializedNames');
    expect(patched).toMatch(/return chakraTokens\(cache2\);\n\};/);
    expect(patched).not.toMatch(/return null;\n\};\nconst exceptionPropMap/);
  });

  it('leaves every other module alone', () => {
    const id = installedChakraModule('styled-system/css');
    expect(patch(readFileSync(id, 'utf8'), id)).toBeNull();
  });

  it('stops the build when Chakra has changed the code the patch is for', () => {
    expect(() => patch('export const chakra = {};', FACTORY)).toThrow(/hoist the element styles and the tokens.*chakra-head-styles/);
  });
});
