import { mkdtemp, readdir, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from '../catalogue/categories';
import { SEED_PARTNERS } from '../catalogue/partners';
import { partnerBannerSvg, partnerLogoSvg } from './partner-svg';
import { renderImage } from './render-image';
import { sceneSvg } from './scene-svg';

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('generated pictures', () => {
  it('renders every category scene as a 1200 × 900 JPEG with colour in it', async () => {
    for (const category of SEED_CATEGORIES) {
      const image = await renderImage(sceneSvg({ category: category.value, variant: 1, width: 1200, height: 900 }), 'jpeg', cacheDir);
      expect(image.contentType).toBe('image/jpeg');
      expect(image.extension).toBe('jpg');
      const { width, height, format } = await sharp(image.bytes).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 900, format: 'jpeg' });
      const { channels } = await sharp(image.bytes).stats();
      // A blank or failed render would be one flat colour.
      expect(Math.max(...channels.map((channel) => channel.stdev)), category.value).toBeGreaterThan(10);
    }
  });

  it('gives each variant of a scene a different picture', () => {
    const svgs = [0, 1, 2, 3].map((variant) => sceneSvg({ category: 'relogios', variant, width: 1200, height: 900 }));
    expect(new Set(svgs).size).toBe(4);
  });

  it('renders partner logos (PNG 400 × 200) and banners (JPEG 1200 × 400) with the name as text', async () => {
    const partner = SEED_PARTNERS[0];
    expect(partnerLogoSvg(partner)).toContain(`>${partner.name}</text>`);
    const logo = await renderImage(partnerLogoSvg(partner), 'png', cacheDir);
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ width: 400, height: 200, format: 'png' });
    const banner = await renderImage(partnerBannerSvg(partner), 'webp', cacheDir);
    expect(await sharp(banner.bytes).metadata()).toMatchObject({ width: 1200, height: 400, format: 'webp' });
  });

  it('serves a second render of the same picture from the cache', async () => {
    const svg = sceneSvg({ category: 'aeronaves', variant: 0, width: 1920, height: 800 });
    const first = await renderImage(svg, 'jpeg', cacheDir);
    const [file] = await readdir(cacheDir);
    const written = (await stat(path.join(cacheDir, file))).mtimeMs;
    const second = await renderImage(svg, 'jpeg', cacheDir);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(await readdir(cacheDir)).toEqual([file]);
    expect((await stat(path.join(cacheDir, file))).mtimeMs).toBe(written);
  });

  it('renders again over an empty cache file (an upload read one while it was being written)', async () => {
    const svg = sceneSvg({ category: 'aeronaves', variant: 2, width: 1200, height: 900 });
    await renderImage(svg, 'jpeg', cacheDir);
    const [file] = await readdir(cacheDir);
    await truncate(path.join(cacheDir, file), 0);
    const image = await renderImage(svg, 'jpeg', cacheDir);
    expect((await sharp(image.bytes).metadata()).format).toBe('jpeg');
    expect((await stat(path.join(cacheDir, file))).size).toBe(image.bytes.length);
    expect(await readdir(cacheDir)).toEqual([file]);
  });
});
