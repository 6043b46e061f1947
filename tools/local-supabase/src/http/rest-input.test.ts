import { describe, expect, it } from 'vitest';
import type { Handler } from './middleware.js';
import { hasNestedValue, restInput } from './rest-input.js';

describe('hasNestedValue', () => {
  it('finds an object or array given as a field, in one row or many', () => {
    expect(hasNestedValue({ name: { a: 1 } })).toBe(true);
    expect(hasNestedValue([{ name: 'a' }, { name: ['b'] }])).toBe(true);
    expect(hasNestedValue({ name: 'a', price: 1, published: true, product_id: null })).toBe(false);
    expect(hasNestedValue([{ name: 'a' }, { name: 'b' }])).toBe(false);
    expect(hasNestedValue('texto')).toBe(false);
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

  it('leaves RPC arguments, scalar rows and bodies that are not JSON to lite', async () => {
    expect((await send('POST', '/rest/v1/rpc/shop_products', '{"_subcategory_ids":["a"]}')).status).toBe(200);
    expect((await send('POST', '/rest/v1/leads', '{"name":"Ana"}')).status).toBe(200);
    expect((await send('POST', '/rest/v1/leads', 'name,email\nAna,a@b.co')).status).toBe(200);
  });
});
