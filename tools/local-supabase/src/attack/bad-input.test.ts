import { afterAll, describe, expect, it } from 'vitest';
import { startTestBackends, type TestBackend } from '../testing.js';

// The project's own schema: leads and newsletter_subscribers take visitors' input.
const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const NUL_EMAIL = 'a\u0000@example.com';

/** A small deterministic generator (mulberry32), so a failing fuzz case can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 1 ? 7 : 9));
  const strings = ['', 'a\u0000b', 'ç@ã.br', '\ud83d\ude00', 'x'.repeat(300), '1e999', 'NaN', '2025-13-45', "'; drop table leads; --"];
  switch (pick) {
    case 0: return null;
    case 1: return next() < 0.5;
    case 2: return [1e308, -1e308, 12345678901234567890, 0.1, -0, 2 ** 53 + 1][Math.floor(next() * 6)];
    case 3: case 4: return strings[Math.floor(next() * strings.length)];
    case 5: return `fuzz.${Math.floor(next() * 1e9)}@example.com`;
    case 6: return Math.floor(next() * 1000);
    case 7: return [randomValue(next, depth + 1), randomValue(next, depth + 1)];
    default: return { [strings[Math.floor(next() * strings.length)]]: randomValue(next, depth + 1) };
  }
}

describe.each(backends)('bad input on $name', (backend) => {
  const send = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': contentType },
      body,
    });

  async function expectClientError(response: Response, shape: 'auth' | 'rest'): Promise<Record<string, unknown>> {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(shape === 'auth' ? ['code', 'error_code', 'msg'] : ['code', 'message']));
    return body;
  }

  it('answers a U+0000 in an e-mail with 400 on every auth route that takes one', async () => {
    for (const [path, extra] of [
      ['/auth/v1/signup', { password: 'Senha-forte-123' }],
      ['/auth/v1/token?grant_type=password', { password: 'Senha-forte-123' }],
      ['/auth/v1/recover', {}],
      ['/auth/v1/otp', {}],
      ['/auth/v1/magiclink', {}],
      ['/auth/v1/resend', { type: 'signup' }],
      ['/auth/v1/verify', { token: '123456', type: 'email' }],
    ] as const) {
      const body = await expectClientError(await send(path, JSON.stringify({ email: NUL_EMAIL, ...extra })), 'auth');
      expect([path, body]).toEqual([path, { code: 400, error_code: 'validation_failed', msg: 'O texto enviado contém caracteres inválidos.' }]);
    }
  });

  it('answers auth bodies of the wrong shape with 400', async () => {
    const signIn = '/auth/v1/token?grant_type=password';
    expect(await expectClientError(await send(signIn, 'null'), 'auth')).toMatchObject({ error_code: 'bad_json' });
    expect(await expectClientError(await send(signIn, '[1]'), 'auth')).toMatchObject({ error_code: 'bad_json' });
    expect(await expectClientError(await send(signIn, '{"email":{"a":1},"password":"x"}'), 'auth')).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'O campo "email" deve ser um texto.',
    });
    await expectClientError(await send('/auth/v1/signup', '{"email":"p@example.com","password":{"a":1}}'), 'auth');
    await expectClientError(await send('/auth/v1/token?grant_type=refresh_token', '{"refresh_token":{"a":1}}'), 'auth');
    await expectClientError(await send('/auth/v1/token?grant_type=refresh_token', '{"refresh_token":"a\\u0000"}'), 'auth');
    await expectClientError(await send('/auth/v1/signup', '{"email":'), 'auth');
    await expectClientError(await send('/auth/v1/signup', 'email=a@b.co', 'application/x-www-form-urlencoded'), 'auth');
    await expectClientError(await send(signIn, '{"email":1e400,"password":1e400}'), 'auth');
  });

  it('answers a lead or newsletter field sent as an object or a list with 400 in PostgREST’s shape', async () => {
    for (const [table, row] of [
      ['leads', { name: { a: 1 }, email: 'objeto@example.com' }],
      ['leads', { name: ['a', 'b'], email: 'lista@example.com' }],
      ['newsletter_subscribers', { email: { a: 1 } }],
    ] as const) {
      const body = await expectClientError(await send(`/rest/v1/${table}`, JSON.stringify(row)), 'rest');
      expect(body).toEqual({ code: '22P02', message: 'Um dos campos recebeu um valor de tipo inválido.', details: null, hint: null });
    }
    await expectClientError(await send('/rest/v1/leads', '{"name":'), 'rest');
    await expectClientError(await send('/rest/v1/leads', 'name=x', 'text/plain'), 'rest');
  });

  it('answers a scalar of the wrong type as PostgreSQL does, never with a 500', async () => {
    // PGlite's driver throws on these before the database sees them; PostgreSQL takes `true` as
    // the text 'true' and refuses a date past its range
    const asText = await send('/rest/v1/leads', JSON.stringify({ name: true, email: 'booleano@example.com' }));
    expect([201, 400]).toContain(asText.status);
    const farDate = await send('/rest/v1/leads', JSON.stringify({ name: 'Ana', email: 'data@example.com', created_at: 1e308 }));
    expect(farDate.status).toBeLessThan(500);
  });

  it('refuses text that is not valid UTF-8 or holds a lone surrogate with 400, storing nothing', async () => {
    const INVALID_TEXT = 'O texto enviado contém caracteres inválidos.';
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
    const sendBytes = (path: string, body: Buffer) =>
      fetch(`${backend.url}${path}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: new Uint8Array(body),
      });

    const leads = [
      bytes('{"name":"Ana ', [0xff, 0xfe], '","email":"utf8.bytes@example.com","message":"Oi"}'),
      bytes('{"name":"Ana ', [0xed, 0xa0, 0x80], '","email":"utf8.cesu@example.com","message":"Oi"}'),
      bytes('{"name":"Ana \\ud800","email":"utf8.escape@example.com","message":"Oi"}'),
    ];
    for (const lead of leads) {
      const body = await expectClientError(await sendBytes('/rest/v1/leads', lead), 'rest');
      expect(body).toEqual({ code: '22021', message: INVALID_TEXT, details: null, hint: null });
    }
    const stored = await fetch(`${backend.url}/rest/v1/leads?select=name&email=like.utf8.*`, {
      headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` },
    });
    expect(await stored.json()).toEqual([]);

    const signUp = await sendBytes('/auth/v1/signup', bytes('{"email":"ana\\udc00@example.com","password":"Senha-forte-123"}'));
    expect(await expectClientError(signUp, 'auth')).toMatchObject({ code: 400, msg: INVALID_TEXT });
    const signUpBytes = await sendBytes('/auth/v1/signup', bytes('{"email":"ana', [0xc3], '@example.com","password":"Senha-forte-123"}'));
    expect(await expectClientError(signUpBytes, 'auth')).toMatchObject({ code: 400, msg: INVALID_TEXT });

    const searchBody = await sendBytes('/rest/v1/rpc/catalogue_facets', bytes('{"_search":"bolsa \\ud83d"}'));
    expect(await expectClientError(searchBody, 'rest')).toMatchObject({ message: INVALID_TEXT });
    const nulBody = await sendBytes('/rest/v1/rpc/catalogue_facets', bytes('{"_search":"bolsa\\u0000"}'));
    expect(await expectClientError(nulBody, 'rest')).toMatchObject({ message: INVALID_TEXT });
    for (const query of ['_search=bolsa%FF', '_search=%ED%A0%80', 'name=ilike.*%C3*', '_search=bolsa%00', 'name=eq.a%00b']) {
      const path = query.startsWith('name') ? `/rest/v1/products?select=id&${query}` : `/rest/v1/rpc/catalogue_facets?${query}`;
      const search = await fetch(`${backend.url}${path}`, { headers: { apikey: backend.anonKey } });
      expect([query, await expectClientError(search, 'rest')]).toEqual([query, expect.objectContaining({ message: INVALID_TEXT })]);
    }
    // well-formed text outside the Basic Multilingual Plane stays accepted
    const emoji = await fetch(`${backend.url}/rest/v1/rpc/catalogue_facets?_search=${encodeURIComponent('bolsa 😀 ç')}`, { headers: { apikey: backend.anonKey } });
    expect(emoji.status).toBe(200);
  });

  it('refuses a product picture outside the products bucket’s public path, even from the secret key', async () => {
    const service = { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}`, 'content-type': 'application/json', prefer: 'return=representation' };
    const insert = async (table: string, row: Record<string, unknown>) =>
      fetch(`${backend.url}/rest/v1/${table}`, { method: 'POST', headers: service, body: JSON.stringify(row) });
    const [category] = (await (await insert('categories', { name: 'Imagens', value: 'imagens-ataque' })).json()) as { id: string }[];
    const [product] = (await (await insert('products', { name: 'Bolsa', price: 100, category_id: category.id })).json()) as { id: string }[];
    const picture = (url: string) => insert('product_images', { product_id: product.id, url });
    for (const url of [
      'http://10.0.0.1:8080/x/storage/v1/object/public/products/../../segredo',
      `${backend.url}/storage/v1/object/public/products/../../auth/v1/admin/users`,
      `${backend.url}/storage/v1/object/public/products/%2e%2e/x.jpg`,
      'http://admin:senha@10.0.0.1/storage/v1/object/public/products/a.jpg',
      // the bucket's path on any host but the backend's own: the database is told the backend's origin
      `http://10.0.0.1:8080/storage/v1/object/public/products/${product.id}/1_a.jpg`,
      `${backend.url.replace('127.0.0.1', 'localhost')}/storage/v1/object/public/products/${product.id}/1_a.jpg`,
      `http://127.0.0.1:1/storage/v1/object/public/products/${product.id}/1_a.jpg`,
    ]) {
      const refused = await picture(url);
      expect([url, refused.status, ((await refused.json()) as { code: string }).code]).toEqual([url, 400, '23514']);
    }
    expect((await picture(`${backend.url}/storage/v1/object/public/products/${product.id}/1_a.jpg`)).status).toBe(201);
  });

  it('never answers 5xx to random bodies on the visitors’ routes', async () => {
    const next = random(11);
    const routes = ['/auth/v1/signup', '/auth/v1/token?grant_type=password', '/auth/v1/recover', '/auth/v1/otp', '/auth/v1/verify', '/rest/v1/leads', '/rest/v1/newsletter_subscribers'];
    const fields = ['email', 'password', 'name', 'phone', 'message', 'token', 'type', 'data', 'product_id', 'status', 'created_at'];
    for (let round = 0; round < 70; round += 1) {
      const path = routes[round % routes.length];
      const body = Object.fromEntries(fields.filter(() => next() < 0.4).map((field) => [field, randomValue(next)]));
      const response = await send(path, JSON.stringify(body));
      expect([path, body, response.status < 500]).toEqual([path, body, true]);
      await response.arrayBuffer();
    }
  });
});
