import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withHeadStyles } from './chakra-head-styles';
import { installedChakraModule } from './chakra-module';

const FACTORY = installedChakraModule('styled-system/factory');

describe('Chakra element styles hoisted into the head', () => {
  it('gives the server’s style tag an href and the precedence the browser reads back, in the installed Chakra', () => {
    const patched = withHeadStyles(readFileSync(FACTORY, 'utf8'), FACTORY) ?? '';
    expect(patched).toContain('jsx("style", { href: serializedNames, precedence: "chakra", nonce: cache2.sheet.nonce, children: rules })');
    expect(patched).not.toContain('data-emotion');
    expect(() => parseAst(patched)).not.toThrow();
  });

  it('leaves every other module alone', () => {
    const id = installedChakraModule('styled-system/css');
    expect(withHeadStyles(readFileSync(id, 'utf8'), id)).toBeNull();
  });

  it('stops the build when Chakra has changed the code the patch is for', () => {
    expect(() => withHeadStyles('export const chakra = {};', FACTORY)).toThrow(/hoist the server’s element styles.*chakra-head-styles/);
  });
});
