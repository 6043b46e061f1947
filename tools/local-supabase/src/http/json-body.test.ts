import { describe, expect, it } from 'vitest';
import { jsonBody } from './json-body.js';

const post = (body?: string) => new Request('http://127.0.0.1/auth/v1/token', { method: 'POST', body });

describe('jsonBody', () => {
  it('parses a JSON body and leaves the request readable', async () => {
    const request = post('{"email":"a@b.co"}');
    await expect(jsonBody(request)).resolves.toEqual({ email: 'a@b.co' });
    await expect(request.text()).resolves.toBe('{"email":"a@b.co"}');
  });

  it('reads a request once, however many guards ask', async () => {
    const request = post('{"email":"a@b.co"}');
    expect(jsonBody(request)).toBe(jsonBody(request));
  });

  it('gives undefined for no body or one that is not JSON, and null for JSON null', async () => {
    await expect(jsonBody(post())).resolves.toBeUndefined();
    await expect(jsonBody(post('email=a@b.co'))).resolves.toBeUndefined();
    await expect(jsonBody(post('null'))).resolves.toBeNull();
  });
});
