import { describe, expect, it } from 'vitest';
import { storageImageUrl } from './image-urls';

const url = 'http://127.0.0.1:54321/storage/v1/object/public/products/abc/1_x.jpg';

describe('storageImageUrl', () => {
  it('turns a public object URL into a render URL', () => {
    expect(storageImageUrl(url, { width: 400, height: 300, quality: 70, resize: 'cover' })).toBe(
      'http://127.0.0.1:54321/storage/v1/render/image/public/products/abc/1_x.jpg?width=400&height=300&quality=70&resize=cover',
    );
  });

  it('keeps the original when transforms are off or the URL is not a storage object', () => {
    expect(storageImageUrl(url, { width: 400, transform: false })).toBe(url);
    expect(storageImageUrl('data:image/svg+xml,x', { width: 400 })).toBe('data:image/svg+xml,x');
  });
});
