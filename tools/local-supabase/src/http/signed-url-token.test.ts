import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signedUrlToken } from './signed-url-token.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const guard = signedUrlToken(SECRET);
const passed = async () => new Response('passed');

function token(secret: string, expiresAt: number): Promise<string> {
  return new SignJWT({ sub: 'a.png', bucket: 'products', intent: 'download' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

async function answer(path: string, method = 'GET') {
  const response = await guard(new Request(`http://127.0.0.1${path}`, { method }), { peerAddress: null }, passed);
  return [response.status, await response.text()];
}

describe('signedUrlToken', () => {
  const now = Math.floor(Date.now() / 1000);

  it('lets a token signed with the secret and not expired through', async () => {
    expect(await answer(`/storage/v1/object/sign/products/a.png?token=${await token(SECRET, now + 60)}`)).toEqual([200, 'passed']);
  });

  it('refuses a missing, malformed, forged or expired token on downloads and uploads', async () => {
    expect((await answer('/storage/v1/object/sign/products/a.png'))[0]).toBe(400);
    for (const bad of ['x.y.z', await token('another-secret-that-is-long-enough-too', now + 60), await token(SECRET, now - 60)]) {
      for (const [path, method] of [['/storage/v1/object/sign/products/a.png', 'GET'], ['/storage/v1/object/upload/sign/products/a.png', 'PUT']]) {
        expect(await answer(`${path}?token=${bad}`, method)).toEqual([
          400,
          JSON.stringify({ statusCode: '400', error: 'InvalidJWT', message: 'Link assinado inválido ou expirado.' }),
        ]);
      }
    }
  });

  it('leaves requests that create signed URLs to lite', async () => {
    expect(await answer('/storage/v1/object/sign/products/a.png', 'POST')).toEqual([200, 'passed']);
    expect(await answer('/storage/v1/object/upload/sign/products/a.png', 'POST')).toEqual([200, 'passed']);
  });
});
