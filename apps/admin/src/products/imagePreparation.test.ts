import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@oneboss/domain';
import { PREPARED_MAX_SIDE_PX, planImage } from './imagePreparation';

describe('planImage', () => {
  it('leaves an allowed file under 5 MB as it is', () => {
    expect(planImage({ name: 'capa.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(planImage({ name: 'logo.png', type: 'image/png', size: 200_000 })).toBeNull();
  });

  it('brings a file over 5 MB under it, as JPEG, or WebP for a PNG', () => {
    expect(planImage({ name: 'IMG_0042.JPG', type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toEqual({
      type: 'image/jpeg',
      name: 'IMG_0042.jpg',
      maxBytes: Math.floor(MAX_IMAGE_BYTES * 0.9),
      maxSide: PREPARED_MAX_SIDE_PX,
    });
    expect(planImage({ name: 'render.png', type: 'image/png', size: 9_000_000 })).toMatchObject({ type: 'image/webp', name: 'render.webp' });
  });

  it('converts phone HEIC/HEIF photos whatever their size, by name or by type', () => {
    expect(planImage({ name: 'IMG_1234.HEIC', type: '', size: 1_000_000 })).toMatchObject({ type: 'image/jpeg', name: 'IMG_1234.jpg' });
    expect(planImage({ name: 'foto', type: 'image/heif', size: 10 })).toMatchObject({ type: 'image/jpeg', name: 'foto.jpg' });
  });
});
