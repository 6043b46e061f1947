import sharp from 'sharp';
import { expect } from 'vitest';
import type { LocalSupabase } from '../start-local-supabase.js';

type Backend = Pick<LocalSupabase, 'url' | 'anonKey'>;

/** `fetch` on `/storage/v1<path>` with the publishable key, and the bearer token when given (anonymous otherwise). */
export function storageFetch(backend: Backend, path: string, init: RequestInit = {}, token?: string): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return fetch(`${backend.url}/storage/v1${path}`, { ...init, headers });
}

/** The answer is `status` with a body in hosted Storage's `{statusCode, error, message}` shape; returns that body. */
export async function expectStorageError(
  response: Response,
  status: number,
): Promise<{ statusCode: string; error: string; message: string }> {
  const body = await response.json();
  expect({ status: response.status, body }).toMatchObject({
    status,
    body: { statusCode: expect.any(String), error: expect.any(String), message: expect.any(String) },
  });
  return body;
}

/** A real 8×8 picture in `format`. */
export function picture(format: 'png' | 'jpeg' | 'webp', red = 200): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: red, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** The bytes the public URL of `bucket/name` serves, or undefined when it serves none. */
export async function publicBytes(backend: Backend, bucket: string, name: string): Promise<Buffer | undefined> {
  const response = await fetch(`${backend.url}/storage/v1/object/public/${bucket}/${name}`);
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  return Buffer.from(await response.arrayBuffer());
}
