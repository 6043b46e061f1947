import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchEarlyRoute, parseRouterSearch } from './earlyRoute';

describe('matchEarlyRoute', () => {
  it('recognises the home, shop, category and product routes', () => {
    expect(matchEarlyRoute('/', '')).toEqual({ kind: 'home' });
    expect(matchEarlyRoute('/loja', '')).toEqual({ kind: 'shop', categorySlug: undefined, search: {} });
    expect(matchEarlyRoute('/loja/', '?page=2')).toEqual({ kind: 'shop', categorySlug: undefined, search: { page: 2 } });
    expect(matchEarlyRoute('/loja/rel%C3%B3gios', '')).toEqual({ kind: 'shop', categorySlug: 'relógios', search: {} });
    expect(matchEarlyRoute('/produto/00000004-0000-4000-8000-000000000001', '')).toEqual({
      kind: 'product',
      productId: '00000004-0000-4000-8000-000000000001',
    });
  });

  it('leaves every other page to the app', () => {
    for (const path of ['/login', '/perfil', '/produto', '/produto/a/b', '/loja/a/b', '/sobre', '/lojas']) {
      expect(matchEarlyRoute(path, '')).toBeNull();
    }
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(matchEarlyRoute('/produto/%E0%A4%A', '')).toEqual({ kind: 'product', productId: '%E0%A4%A' });
  });
});

describe('parseRouterSearch', () => {
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constantFrom('2', 'true', 'null', '"quoted"', 'relógio & cia', '100%', '[1,2]'),
    fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  );
  // Keys include the names of Object.prototype's members, which a plain object would confuse.
  const key = fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty'));
  const search = fc.dictionary(key, value, { maxKeys: 5 });

  it("reads any URL the router writes exactly as the router's own parser does", () => {
    fc.assert(
      fc.property(search, (object) => {
        const query = defaultStringifySearch(object);
        expect(parseRouterSearch(query)).toEqual(defaultParseSearch(query));
      }),
    );
  });

  it('reads typed values and repeated keys like the router', () => {
    const query = '?page=2&featured=true&search=%22rel%C3%B3gio%22&sub=a&sub=b';
    expect(parseRouterSearch(query)).toEqual(defaultParseSearch(query));
  });

  it('keeps keys named like built-in members as plain values', () => {
    expect(parseRouterSearch('?toString=1&__proto__=x')).toEqual({ toString: 1, ['__proto__']: 'x' });
  });
});
