import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkImageFiles,
  fileExtension,
  formatMegabytes,
  isDisplayableThumbnailUrl,
  partnerImagePath,
  productImagePath,
  productImageSource,
  sniffImageType,
  thumbnailState,
} from './images';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('checkImageFiles', () => {
  it('accepts png, jpg, jpeg and webp up to 5 MB', () => {
    const files = [
      file('a.png', 10, 'image/png'),
      file('b.JPG', 10, 'image/jpeg'),
      file('c.jpeg', 10, 'image/jpeg'),
      file('d.webp', 5_242_880, 'image/webp'),
    ];
    expect(checkImageFiles(files, [])).toEqual({ accepted: files });
  });

  it('rejects other formats and files over 5 MB with a pt-BR message', () => {
    const result = checkImageFiles([
      file('a.gif', 10, 'image/gif'),
      file('b.jpg', 6.2 * MB, 'image/jpeg'),
      file('c.svg', 10, 'image/svg+xml'),
      file('d.png', 10, 'image/svg+xml'),
      file('e.jpg', 5_242_881, 'image/jpeg'),
      file('ok.png', 10, 'image/png'),
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.rejectedMessage).toBe(
      'Arquivos rejeitados: a.gif (formato inválido), b.jpg (muito grande: 6,2 MB), c.svg (formato inválido), ' +
        'd.png (formato inválido), e.jpg (muito grande: 5,0 MB)',
    );
    expect(result.duplicatesMessage).toBeUndefined();
  });

  it('lets the extension decide when the browser reports no type', () => {
    expect(checkImageFiles([file('a.webp', 1, '')]).accepted).toHaveLength(1);
    expect(checkImageFiles([file('a.bmp', 1, '')]).accepted).toHaveLength(0);
  });

  it('ignores duplicates by name and size, and names already in the list', () => {
    const result = checkImageFiles(
      [file('a.png', 10, 'image/png'), file('a.png', 10, 'image/png'), file('a.png', 11, 'image/png'), file('x.jpg', 3, 'image/jpeg')],
      [{ name: 'x.jpg', size: 99 }],
    );
    expect(result.accepted).toEqual([file('a.png', 10, 'image/png'), file('a.png', 11, 'image/png')]);
    expect(result.duplicatesMessage).toBe('2 imagem(ns) duplicada(s) ignorada(s).');
    expect(result.rejectedMessage).toBeUndefined();
  });

  it('keeps the caller’s file objects and accounts for every file', () => {
    const arbitraryFile = fc.record({
      name: fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('.png', '.jpg', '.gif', '.webp', '')).map(([n, e]) => n + e),
      size: fc.constantFrom(1, 2, 5_242_880, 5_242_881),
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/gif', ''),
    });
    fc.assert(
      fc.property(fc.array(arbitraryFile, { maxLength: 12 }), (files) => {
        const result = checkImageFiles(files);
        const rejected = result.rejectedMessage ? result.rejectedMessage.split('), ').length : 0;
        const duplicates = result.duplicatesMessage ? Number.parseInt(result.duplicatesMessage, 10) : 0;
        expect(result.accepted.length + rejected + duplicates).toBe(files.length);
        result.accepted.forEach((accepted) => expect(files).toContain(accepted));
        const keys = result.accepted.map((f) => `${f.name}|${f.size}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(result.accepted.every((f) => f.size <= 5_242_880)).toBe(true);
      }),
    );
  });
});

describe('file names and sizes', () => {
  it('reads extensions and formats sizes', () => {
    expect(fileExtension('Foto.Final.JPEG')).toBe('jpeg');
    expect(fileExtension('semextensao')).toBe('');
    expect(formatMegabytes(6.2 * MB)).toBe('6,2 MB');
    expect(formatMegabytes(1234.5 * MB)).toBe('1.234,5 MB');
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('recognises png, jpeg and webp by their magic bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses svg, gif, truncated and empty data', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('thumbnails', () => {
  it('shows https jpg, jpeg, png and webp only', () => {
    expect(isDisplayableThumbnailUrl('https://cdn.example/a/b.JPG')).toBe(true);
    expect(isDisplayableThumbnailUrl('https://cdn.example/a.webp?width=200')).toBe(true);
    expect(isDisplayableThumbnailUrl('https://cdn.example/a.svg')).toBe(false);
    expect(isDisplayableThumbnailUrl('http://cdn.example/a.png')).toBe(false);
    expect(isDisplayableThumbnailUrl('https://cdn.example/a.png.svg')).toBe(false);
    expect(isDisplayableThumbnailUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isDisplayableThumbnailUrl('não é url')).toBe(false);
    expect(isDisplayableThumbnailUrl(null)).toBe(false);
  });

  it('lets allowed origins through over http', () => {
    const options = { allowOrigins: ['http://127.0.0.1:54321'] };
    expect(isDisplayableThumbnailUrl('http://127.0.0.1:54321/storage/v1/object/public/products/p/1_a.png', options)).toBe(true);
    expect(isDisplayableThumbnailUrl('http://127.0.0.1:9999/x.png', options)).toBe(false);
    expect(isDisplayableThumbnailUrl('http://127.0.0.1:54321/x.svg', options)).toBe(false);
  });

  it('says why a thumbnail is not shown', () => {
    expect(thumbnailState('')).toEqual({ kind: 'missing', label: 'Sem imagem' });
    expect(thumbnailState(undefined)).toEqual({ kind: 'missing', label: 'Sem imagem' });
    expect(thumbnailState('https://x/a.gif')).toEqual({ kind: 'invalid', label: 'URL inválida ou formato não suportado' });
    expect(thumbnailState('https://x/a.png')).toEqual({ kind: 'image', url: 'https://x/a.png' });
  });
});

describe('storage paths', () => {
  it('follow the bucket layouts of the contracts', () => {
    expect(productImagePath('6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60', 'webp', 1732245600000, 'k3j9x')).toBe(
      '6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60/1732245600000_k3j9x.webp',
    );
    expect(partnerImagePath('png', 1732245600000, 'a1b2')).toBe('1732245600000-a1b2.png');
  });
});

const backend = 'https://abc.supabase.co';
const bucket = `${backend}/storage/v1/object/public/products/`;

describe('productImageSource', () => {
  it("accepts an object of the project's public products bucket", () => {
    const url = `${bucket}3f0c2a8e-1b7d-4c55-9a10-2d4e6f8a9b0c/1700000000000_ab12.jpg`;
    expect(productImageSource(url, backend)?.href).toBe(url);
    expect(productImageSource(`${bucket}capa%20nova.webp`, `${backend}/`)?.href).toBe(`${bucket}capa%20nova.webp`);
  });

  it.each([
    ['another host', 'https://evil.example/storage/v1/object/public/products/a.jpg'],
    ['an internal address', 'http://169.254.169.254/storage/v1/object/public/products/a.jpg'],
    ['a host that only starts like the backend', 'https://abc.supabase.co.evil.example/storage/v1/object/public/products/a.jpg'],
    ['credentials before the host', 'https://abc.supabase.co@evil.example/storage/v1/object/public/products/a.jpg'],
    ['another scheme', 'http://abc.supabase.co/storage/v1/object/public/products/a.jpg'],
    ['another bucket', `${backend}/storage/v1/object/public/partners/a.jpg`],
    ['the signed-object path', `${backend}/storage/v1/object/sign/products/a.jpg`],
    ['dot segments out of the bucket', `${bucket}../../../../auth/v1/admin/users`],
    ['encoded dot segments', `${bucket}%2e%2e/%2E%2E/partners/a.jpg`],
    ['an encoded slash', `${bucket}a%2f..%2fb.jpg`],
    ['a backslash', `${bucket}a\\..\\b.jpg`],
    ['an empty segment', `${bucket}a//b.jpg`],
    ['a query', `${bucket}a.jpg?download=1`],
    ['the bucket itself', bucket],
  ])('refuses %s', (_case, url) => {
    expect(productImageSource(url, backend)).toBeNull();
  });

  it('never leads out of the bucket, whatever follows its prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '.', '/', '%', '2', 'e', 'f', '\\', '?', '#', '@', ':') }), (rest) => {
        const source = productImageSource(`${bucket}${rest}`, backend);
        if (source) {
          expect(source.origin).toBe(backend);
          expect(source.pathname.startsWith('/storage/v1/object/public/products/')).toBe(true);
          expect(source.pathname.split('/')).not.toContain('..');
        }
      }),
    );
  });
});
