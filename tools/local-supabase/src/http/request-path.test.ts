import { describe, expect, it } from 'vitest';
import type { Handler } from './middleware.js';
import { canonicalPath, requestPath } from './request-path.js';

describe('canonicalPath', () => {
  it('decodes once and resolves empty, dot and dot-dot segments', () => {
    expect(canonicalPath('/auth/v1/%74oken')).toBe('/auth/v1/token');
    expect(canonicalPath('/auth/v1/%74%6F%6B%65%6E')).toBe('/auth/v1/token');
    expect(canonicalPath('/auth/v1%2Ftoken')).toBe('/auth/v1/token');
    expect(canonicalPath('//auth//v1/token/')).toBe('/auth/v1/token');
    expect(canonicalPath('/auth/v1/./x/../token')).toBe('/auth/v1/token');
    expect(canonicalPath('/auth/v1/x/%2E%2E/token')).toBe('/auth/v1/token');
    expect(canonicalPath('/')).toBe('/');
  });

  it('keeps what a second decoding would change, and names that need escaping', () => {
    expect(canonicalPath('/auth/v1/%2574oken')).toBe('/auth/v1/%74oken');
    expect(canonicalPath('/storage/v1/object/public/b/rel%C3%B3gio%20novo.png')).toBe('/storage/v1/object/public/b/relógio novo.png');
  });

  it('refuses what cannot be decoded, climbs above the root or holds control characters', () => {
    expect(canonicalPath('/auth/v1/%E0%A4%A')).toBeUndefined();
    expect(canonicalPath('/auth/v1/%')).toBeUndefined();
    expect(canonicalPath('/auth/..%2F..%2F..%2Fetc')).toBeUndefined();
    expect(canonicalPath('/rest/v1/notes%00')).toBeUndefined();
    expect(canonicalPath('/rest/v1/notes%5C..')).toBeUndefined();
  });
});

describe('requestPath', () => {
  const seen: Handler = async (request) => new Response(new URL(request.url).pathname + new URL(request.url).search);
  const pass = (url: string) => requestPath(new Request(url), { peerAddress: null }, seen);

  it('hands the next step the canonical path, with the query untouched', async () => {
    expect(await (await pass('http://x/auth/v1/%74oken?grant_type=password')).text()).toBe('/auth/v1/token?grant_type=password');
    expect(await (await pass('http://x/auth/v1/%2574oken')).text()).toBe('/auth/v1/%2574oken');
    expect(await (await pass('http://x/storage/v1/object/b/a%20b.png')).text()).toBe('/storage/v1/object/b/a%20b.png');
  });

  it('answers 400 in the route’s shape for a path it refuses', async () => {
    const refused = await pass('http://x/auth/v1/%E0%A4%A');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-sb-error-code')).toBe('invalid_path');
    expect(await refused.json()).toEqual({ code: 400, error_code: 'invalid_path', msg: 'Endereço de requisição inválido.' });
  });

  it('carries the body along when it rewrites the path', async () => {
    const echo: Handler = async (request) => new Response(`${new URL(request.url).pathname} ${await request.text()}`);
    const request = new Request('http://x/rest/v1//notes', { method: 'POST', body: '{"title":"a"}' });
    expect(await (await requestPath(request, { peerAddress: null }, echo)).text()).toBe('/rest/v1/notes {"title":"a"}');
  });
});
