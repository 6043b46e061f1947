import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHARE_SOURCE_MAX_PIXELS, toShareJpeg } from './share-jpeg';

const noisyJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5c2e', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg()
    .toBuffer();

describe('toShareJpeg', () => {
  it('turns a picture into a 1200x630 JPEG under 300 KB', async () => {
    const jpeg = await toShareJpeg(await noisyJpeg(2000, 1500));
    expect(jpeg.byteLength).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('refuses a picture past the pixel cap before decoding it, small as its file is', async () => {
    const side = Math.ceil(Math.sqrt(SHARE_SOURCE_MAX_PIXELS)) + 1;
    const png = await sharp({ create: { width: side, height: side, channels: 3, background: '#202020' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.byteLength).toBeLessThan(5 * 1024 * 1024);
    await expect(toShareJpeg(png)).rejects.toThrow(/pixel limit/);
  });

  it('refuses what is not a picture', async () => {
    await expect(toShareJpeg(new TextEncoder().encode('<svg onload="alert(1)">'))).rejects.toThrow();
  });
});
