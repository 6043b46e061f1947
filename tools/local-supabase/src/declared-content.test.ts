import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentMatchesDeclaredType, isDeclaredContent, mediaType } from './declared-content.js';

const square = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } });
const sniff = async (bytes: Uint8Array | Buffer) => (await fileTypeFromBuffer(bytes))?.mime;
const text = (value: string) => new TextEncoder().encode(value);

describe('contentMatchesDeclaredType', () => {
  it('accepts PNG, JPEG, WebP and AVIF bytes declared as what they are', async () => {
    const images: [string, Buffer][] = [
      ['image/png', await square.clone().png().toBuffer()],
      ['image/jpeg', await square.clone().jpeg().toBuffer()],
      ['image/webp', await square.clone().webp().toBuffer()],
      ['image/avif', await square.clone().avif().toBuffer()],
    ];
    for (const [type, bytes] of images) expect(contentMatchesDeclaredType(type, await sniff(bytes))).toBe(true);
  });

  it('refuses an image declared as another image type', async () => {
    expect(contentMatchesDeclaredType('image/png', await sniff(await square.clone().jpeg().toBuffer()))).toBe(false);
  });

  it.each([
    ['HTML', '<!doctype html><script>alert(document.domain)</script>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['XML-prefixed SVG', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['nothing', ''],
  ])('refuses %s declared as image/png', async (_, body) => {
    expect(contentMatchesDeclaredType('image/png', await sniff(text(body)))).toBe(false);
  });

  it('never accepts SVG as an image, whatever the bytes', async () => {
    expect(contentMatchesDeclaredType('image/svg+xml', await sniff(text('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe(false);
  });

  it('leaves types without a signature to the bucket', async () => {
    expect(contentMatchesDeclaredType('text/plain', await sniff(text('olá')))).toBe(true);
    expect(contentMatchesDeclaredType('application/octet-stream', undefined)).toBe(true);
  });

  it('holds a type with a signature to it even outside images', async () => {
    expect(contentMatchesDeclaredType('application/pdf', await sniff(text('<html></html>')))).toBe(false);
  });
});

describe('mediaType', () => {
  it('keeps the lower-cased essence of a content type', () => {
    expect(mediaType('Image/PNG; charset=binary')).toBe('image/png');
    expect(mediaType(null)).toBe('');
  });
});

describe('isDeclaredContent', () => {
  it('sniffs the bytes and reads the declared type with its parameters', async () => {
    expect(await isDeclaredContent(await square.clone().png().toBuffer(), 'image/png; charset=binary')).toBe(true);
    expect(await isDeclaredContent(text('<html>'), 'Image/PNG')).toBe(false);
  });
});
