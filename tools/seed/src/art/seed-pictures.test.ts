import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_HERO_BANNERS } from '../catalogue/hero-banners';
import { SEED_PARTNERS } from '../catalogue/partners';
import { SEED_PRODUCTS } from '../catalogue/products';
import { heroBannerSvg } from '../seed-hero-banners';
import { productPictures } from '../seed-product-images';
import { partnerBannerSvg, partnerLogoSvg } from './partner-svg';
import { renderImage, type ImageFormat } from './render-image';

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'seed-pictures-'));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

/** Every distinct picture the seed uploads, with what it must decode to. */
function seedPictures(): { label: string; svg: string; format: ImageFormat; width: number; height: number }[] {
  const pictures = [
    ...productPictures().map(({ product, sortOrder, svg }) => ({ label: `${product.name} #${sortOrder}`, svg, format: 'jpeg' as const, width: 1200, height: 900 })),
    ...SEED_PARTNERS.flatMap((partner) => [
      { label: `${partner.name} logo`, svg: partnerLogoSvg(partner), format: 'png' as const, width: 400, height: 200 },
      { label: `${partner.name} banner`, svg: partnerBannerSvg(partner), format: 'jpeg' as const, width: 1200, height: 400 },
    ]),
    ...SEED_HERO_BANNERS.map((banner) => ({ label: banner.title, svg: heroBannerSvg(banner), format: 'jpeg' as const, width: 4800, height: 2000 })),
  ];
  return [...new Map(pictures.map((picture) => [`${picture.format}:${picture.svg}`, picture])).values()];
}

describe('the seed pictures', () => {
  it('plan the right number of pictures for every product, the Pilatus PC-12 included', () => {
    const planned = productPictures();
    expect(planned.length).toBe(SEED_PRODUCTS.reduce((sum, product) => sum + product.imageCount, 0));
    const pilatus = planned.filter(({ product }) => product.name.includes('Pilatus PC-12'));
    expect(pilatus.map(({ sortOrder }) => sortOrder)).toEqual([...Array(pilatus[0].product.imageCount).keys()]);
  });

  it('each decode to a non-empty image of the planned size, with a subject in it', { timeout: 300_000 }, async () => {
    for (const picture of seedPictures()) {
      const image = await renderImage(picture.svg, picture.format, cacheDir);
      expect(image.bytes.length, picture.label).toBeGreaterThan(1_000);
      const { width, height, format } = await sharp(image.bytes).metadata();
      expect({ width, height, format }, picture.label).toEqual({ width: picture.width, height: picture.height, format: picture.format });
      const { channels } = await sharp(image.bytes).stats();
      // A blank or failed render would be one flat colour.
      expect(Math.max(...channels.map((channel) => channel.stdev)), picture.label).toBeGreaterThan(10);
    }
  });
});
