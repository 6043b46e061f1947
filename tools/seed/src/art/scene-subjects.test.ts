import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPictures } from '../seed-product-images';
import { renderImage } from './render-image';
import { sceneSvg, subjectFor, type SubjectName } from './scene-svg';

const EXPECTED: Readonly<Record<string, SubjectName>> = {
  'jatos-executivos': 'jet',
  helicopteros: 'helicopter',
  'turbo-helices': 'turboprop',
  lanchas: 'yacht',
  iates: 'yacht',
  veleiros: 'sailboat',
};

const drawnSubject = (svg: string) => /data-subject="(\w+)"/.exec(svg)?.[1];

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'seed-subjects-'));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

/** Mean absolute difference of two pictures' greyscale pixels, 0-255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const grey = (bytes: Buffer) => sharp(bytes).greyscale().raw().toBuffer();
  const [left, right] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  for (let i = 0; i < left.length; i += 1) sum += Math.abs(left[i] - right[i]);
  return sum / left.length;
}

describe('what the product pictures show', () => {
  it('draws helicopters as helicopters, turboprops and sailboats as themselves', () => {
    for (const { product, svg } of productPictures()) {
      const expected = EXPECTED[product.subcategoryType] ?? subjectFor(product.categoryValue);
      expect(drawnSubject(svg), product.name).toBe(expected);
    }
  });

  it('keeps the category subject for subcategories without one of their own', () => {
    expect(subjectFor('aeronaves', 'jatos-executivos')).toBe('jet');
    expect(subjectFor('veiculos', 'classicos')).toBe('car');
    expect(subjectFor('relogios')).toBe('watch');
  });

  it.each(['helicopter', 'turboprop', 'sailboat'] as const)('renders a %s that looks unlike the category subject', async (subject) => {
    const category = subject === 'sailboat' ? 'embarcacoes' : 'aeronaves';
    const options = { category, variant: 0, width: 600, height: 450 } as const;
    const own = await renderImage(sceneSvg({ ...options, subject }), 'png', cacheDir);
    const usual = await renderImage(sceneSvg(options), 'png', cacheDir);
    expect(await difference(own.bytes, usual.bytes)).toBeGreaterThan(2);
  });
});
