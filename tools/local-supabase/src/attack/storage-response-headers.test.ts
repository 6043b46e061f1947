import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Session } from '../test-support/sessions.js';
import { picture, storageFetch } from '../test-support/storage-http.js';
import { startTestBackends, type TestBackend } from '../testing.js';

const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function hardening(response: Response) {
  return {
    nosniff: response.headers.get('x-content-type-options'),
    csp: response.headers.get('content-security-policy'),
  };
}

describe.each(backends)('storage response headers on $name', (backend) => {
  let admin: Session;
  const path = 'cabecalhos/relógio.png';
  beforeAll(async () => {
    admin = await signedIn(backend, true);
    const { error } = await admin.client.storage.from('products').upload(path, await picture('png'), { contentType: 'image/png' });
    expect(error).toBeNull();
  });

  it('serves a public object with nosniff and a sandboxing policy, inline', async () => {
    const response = await fetch(admin.client.storage.from('products').getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(hardening(response)).toEqual({ nosniff: 'nosniff', csp: SANDBOX });
    expect(response.headers.get('content-disposition')).toBeNull();
    await response.body?.cancel();
  });

  it('serves authenticated downloads, signed downloads, byte ranges and renders the same way', async () => {
    const signing = await storageFetch(
      backend,
      `/object/sign/products/${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ expiresIn: 60 }) },
      admin.accessToken,
    );
    const { signedUrl } = (await signing.json()) as { signedUrl: string };
    const responses = [
      await storageFetch(backend, `/object/products/${path}`, {}, admin.accessToken),
      await fetch(`${backend.url}${signedUrl}`),
      await storageFetch(backend, `/object/public/products/${path}`, { headers: { range: 'bytes=0-7' } }),
      await storageFetch(backend, `/render/image/public/products/${path}?width=4`),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 200, 206, 200]);
    for (const response of responses) {
      expect(hardening(response)).toEqual({ nosniff: 'nosniff', csp: SANDBOX });
      await response.body?.cancel();
    }
  });

  it('answers errors with the same headers', async () => {
    const missing = await storageFetch(backend, '/object/public/products/cabecalhos/nada.png');
    expect(missing.ok).toBe(false);
    expect(hardening(missing)).toEqual({ nosniff: 'nosniff', csp: SANDBOX });
    await missing.body?.cancel();
  });

  it('downloads with ?download, under the object name or the one given', async () => {
    const asObject = await fetch(admin.client.storage.from('products').getPublicUrl(path, { download: true }).data.publicUrl);
    expect(asObject.headers.get('content-disposition')).toBe(`attachment; filename="rel?gio.png"; filename*=UTF-8''rel%C3%B3gio.png`);
    const named = await fetch(admin.client.storage.from('products').getPublicUrl(path, { download: 'foto.png' }).data.publicUrl);
    expect(named.headers.get('content-disposition')).toBe('attachment; filename=foto.png');
    await Promise.all([asObject.body?.cancel(), named.body?.cancel()]);
  });
});
