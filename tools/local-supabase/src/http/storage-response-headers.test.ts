import { describe, expect, it } from 'vitest';
import { objectDisposition } from './storage-response-headers.js';

const url = (path: string) => new URL(`http://127.0.0.1/storage/v1/object/public/products/${path}`);

describe('objectDisposition', () => {
  it('lets plain images show inline', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'IMAGE/PNG; x=y']) {
      expect(objectDisposition(url('p/a.png'), type)).toBeUndefined();
    }
  });

  it('downloads anything else, SVG included, under its own name', () => {
    expect(objectDisposition(url('p/page.html'), 'text/html')).toBe('attachment; filename=page.html');
    expect(objectDisposition(url('p/logo.svg'), 'image/svg+xml')).toBe('attachment; filename=logo.svg');
    expect(objectDisposition(url('p/data'), null)).toBe('attachment; filename=data');
  });

  it('follows ?download, with the name given or the object name', () => {
    expect(objectDisposition(url('p/a%C3%A7%C3%A3o.png?download'), 'image/png')).toBe(
      `attachment; filename="a??o.png"; filename*=UTF-8''a%C3%A7%C3%A3o.png`,
    );
    expect(objectDisposition(url('p/a.png?download=foto.png'), 'image/png')).toBe('attachment; filename=foto.png');
  });
});
