import { describe, expect, it } from 'vitest';
import { uploadRefused, watchingUploadRefusals } from './upload-refusal.js';

describe('watchingUploadRefusals', () => {
  it('tells which request had its upload refused, concurrent requests kept apart', async () => {
    const refusing = watchingUploadRefusals(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      uploadRefused('image/png');
      return new Response('lite answered 500', { status: 500 });
    });
    const storing = watchingUploadRefusals(async () => new Response('stored'));
    const [refused, stored] = await Promise.all([refusing, storing]);
    expect([refused.refusedType, refused.response.status]).toEqual(['image/png', 500]);
    expect(stored.refusedType).toBeUndefined();
  });

  it('gives the adapter an error with a one-line stack, in or out of a request', () => {
    const error = uploadRefused('image/webp');
    expect(error.message).toBe('upload refused: the bytes are not image/webp');
    expect(error.stack).toBe('UploadRefused: upload refused: the bytes are not image/webp');
  });
});
