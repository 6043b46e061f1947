import { describe, expect, it } from 'vitest';
import type { Handler } from './middleware.js';
import { arrayLiteral, hasNestedValue, restInput } from './rest-input.js';

describe('hasNestedValue', () => {
  it('finds an object or array given as a field, in one row or many', () => {
    expect(hasNestedValue({ name: { a: 1 } })).toBe(true);
    expect(hasNestedValue([{ name: 'a' }, { name: ['b'] }])).toBe(true);
    expect(hasNestedValue({ name: 'a', price: 1, published: true, product_id: null })).toBe(false);
    expect(hasNestedValue([{ name: 'a' }, { name: 'b' }])).toBe(false);
    expect(hasNestedValue('texto')).toBe(false);
  });

  it('lets the jsonb columns named hold an object or a list, and only them', () => {
    expect(hasNestedValue({ specs: { ano: 2020 }, name: 'a' }, ['specs'])).toBe(false);
    expect(hasNestedValue({ specs: { ano: 2020 }, name: ['a'] }, ['specs'])).toBe(true);
  });

  it('lets the array columns named hold a list of strings or numbers, and nothing else', () => {
    expect(hasNestedValue({ search_terms: ['barco', 2] }, [], ['search_terms'])).toBe(false);
    expect(hasNestedValue({ search_terms: ['barco', null] }, [], ['search_terms'])).toBe(true);
    expect(hasNestedValue({ search_terms: [['barco']] }, [], ['search_terms'])).toBe(true);
    expect(hasNestedValue({ search_terms: [{ a: 1 }] }, [], ['search_terms'])).toBe(true);
    expect(hasNestedValue({ search_terms: { a: 1 } }, [], ['search_terms'])).toBe(true);
    expect(hasNestedValue({ search_terms: ['barco'], name: ['a'] }, [], ['search_terms'])).toBe(true);
  });
});

describe('arrayLiteral', () => {
  it('quotes every string and escapes its backslashes and quotes', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(['barco', 'a "b"', 'c\\d', 'x,y', ' ', 'NULL', 3])).toBe('{"barco","a \\"b\\"","c\\\\d","x,y"," ","NULL",3}');
  });
});

describe('restInput', () => {
  const ok: Handler = async () => new Response('ok');
  const send = (method: string, path: string, body: string) =>
    restInput(new Request(`http://x${path}`, { method, body, headers: { 'content-type': 'application/json' } }), { peerAddress: null }, ok);

  it('answers a table write with a nested field 400 in PostgREST’s shape', async () => {
    const refused = await send('POST', '/rest/v1/leads', '{"name":{"a":1}}');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: '22P02', message: 'Um dos campos recebeu um valor de tipo inválido.', details: null, hint: null });
    expect((await send('PATCH', '/rest/v1/leads?id=eq.1', '{"status":["new"]}')).status).toBe(400);
  });

  /** Writes to `path` through the middleware; `seen` holds each body it passed on. */
  const recordingWrites = (method: string, path: string) => {
    const seen: string[] = [];
    const recording: Handler = async (request) => {
      seen.push(await request.text());
      return new Response('ok');
    };
    const write = (body: string) =>
      restInput(new Request(`http://x${path}`, { method, body, headers: { 'content-type': 'application/json' } }), { peerAddress: null }, recording);
    return { seen, write };
  };

  it("passes a product's specs on as JSON text, and refuses another nested field beside them", async () => {
    const { seen, write } = recordingWrites('POST', '/rest/v1/products');
    expect((await write('[{"name":"Lancha","specs":{"comprimento":60,"acessorios":["radar"]}}]')).status).toBe(200);
    expect(JSON.parse(seen[0])).toEqual([{ name: 'Lancha', specs: '{"comprimento":60,"acessorios":["radar"]}' }]);
    expect((await write('{"name":["Lancha"],"specs":{}}')).status).toBe(400);
    expect((await send('POST', '/rest/v1/leads', '{"specs":{"a":1}}')).status).toBe(400);
  });

  it("passes a category's search terms on as PostgreSQL's array literal, and refuses a list of lists", async () => {
    const { seen, write } = recordingWrites('PATCH', '/rest/v1/categories?id=eq.1');
    expect((await write('{"name":"Barcos","search_terms":["barco","lancha \\"a\\""]}')).status).toBe(200);
    expect(JSON.parse(seen[0])).toEqual({ name: 'Barcos', search_terms: '{"barco","lancha \\"a\\""}' });
    expect((await write('{"search_terms":[["barco"]]}')).status).toBe(400);
    expect((await write('{"search_terms":{"a":"barco"}}')).status).toBe(400);
    expect((await send('PATCH', '/rest/v1/products?id=eq.1', '{"search_terms":["barco"]}')).status).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('leaves RPC arguments, scalar rows and bodies that are not JSON to lite', async () => {
    expect((await send('POST', '/rest/v1/rpc/shop_products', '{"_subcategory_ids":["a"]}')).status).toBe(200);
    expect((await send('POST', '/rest/v1/leads', '{"name":"Ana"}')).status).toBe(200);
    expect((await send('POST', '/rest/v1/leads', 'name,email\nAna,a@b.co')).status).toBe(200);
  });
});
