import { describe, expect, it } from 'vitest';
import { responsiveSources } from './responsive-image';

const stored = 'https://db.example.com/storage/v1/object/public/products/a/b.jpg';

describe('responsiveSources', () => {
  it('asks the renderer for the slot size and offers widths up to twice the slot', () => {
    const { src, srcSet } = responsiveSources(stored, { width: 600, height: 450 }, true);
    expect(src).toBe('https://db.example.com/storage/v1/render/image/public/products/a/b.jpg?width=600&height=450&resize=cover');
    expect(srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '480w', '640w', '960w']);
  });

  it('keeps the height free when the image is contained', () => {
    expect(responsiveSources(stored, { width: 320, height: 120, fit: 'contain' }, true).src).toBe(
      'https://db.example.com/storage/v1/render/image/public/products/a/b.jpg?width=320&resize=contain',
    );
  });

  it('serves the original when transforms are off or the URL is not a storage object', () => {
    expect(responsiveSources(stored, { width: 600, height: 450 }, false)).toEqual({ src: stored });
    expect(responsiveSources('/fallback.svg', { width: 600, height: 450 }, true)).toEqual({ src: '/fallback.svg' });
  });
});
