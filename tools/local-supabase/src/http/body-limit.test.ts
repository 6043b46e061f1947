import { describe, expect, it } from 'vitest';
import { bodyLimit, bodyLimitFor, DEFAULT_BODY_LIMITS } from './body-limit.js';
import type { Handler } from './middleware.js';

const limits = { auth: 10, rest: 20, upload: 30, other: 40 };
const received: Handler = async (request) => new Response(String((await request.arrayBuffer()).byteLength));
const context = { peerAddress: null };

/** A body sent in chunks with no Content-Length, as a chunked upload arrives. */
function chunked(chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
}

const post = (path: string, body: BodyInit, headers?: HeadersInit) =>
  new Request(`http://x${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('bodyLimitFor', () => {
  it('gives auth, REST, object uploads and the rest their own cap', () => {
    expect(bodyLimitFor('/auth/v1/signup', limits)).toBe(10);
    expect(bodyLimitFor('/rest/v1/leads', limits)).toBe(20);
    expect(bodyLimitFor('/storage/v1/object/products/a/b.png', limits)).toBe(30);
    expect(bodyLimitFor('/storage/v1/object/upload/sign/products/a.png', limits)).toBe(30);
    expect(bodyLimitFor('/storage/v1/object/list/products', limits)).toBe(40);
    expect(bodyLimitFor('/storage/v1/object/sign/products/a.png', limits)).toBe(40);
    expect(bodyLimitFor('/storage/v1/object/move', limits)).toBe(40);
  });

  it('leaves room for a 5 MB object in a multipart envelope', () => {
    expect(DEFAULT_BODY_LIMITS.upload).toBeGreaterThan(5 * 1024 * 1024);
  });
});

describe('bodyLimit', () => {
  const limit = bodyLimit(limits);

  it('counts the bytes that arrive, not the Content-Length', async () => {
    const fits = await limit(post('/auth/v1/signup', chunked([4, 6])), context, received);
    expect(await fits.text()).toBe('10');
    const over = await limit(post('/auth/v1/signup', chunked([4, 4, 4])), context, received);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ code: 413, error_code: 'request_too_large', msg: 'O corpo da requisição é grande demais.' });
  });

  it('reads and drops the rest of a refused body, so its sender can read the answer', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 50) controller.close();
        else controller.enqueue(new Uint8Array(8));
      },
    });
    const over = await limit(post('/auth/v1/signup', endless), context, received);
    expect(over.status).toBe(413);
    await expect.poll(() => pulled).toBe(50);
  });

  it('refuses a declared length over the cap without reading it', async () => {
    const over = await limit(post('/rest/v1/leads', chunked([1]), { 'content-length': '21' }), context, received);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'PT413' });
  });

  it('names the size cap in an upload refusal', async () => {
    const big = bodyLimit({ ...limits, upload: 5 * 1024 * 1024 });
    const over = await big(post('/storage/v1/object/products/a.png', chunked([3 * 1024 * 1024, 3 * 1024 * 1024])), context, received);
    expect(await over.json()).toEqual({
      statusCode: '413',
      error: 'request_too_large',
      message: 'O arquivo excede o tamanho máximo permitido (5 MB).',
    });
  });
});
