import { getProductPage } from '@oneboss/data/catalogue';
import { firstImageUrl } from '@oneboss/domain';
import sharp from 'sharp';
import { catalogueDb } from '../queries/catalogueDb';
import { SHARE_IMAGE_SIZE } from '../seo/product-head';

/** WhatsApp drops link-preview pictures heavier than this. */
const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
const QUALITIES = [82, 72, 60, 48];

/** A picture as a 1200x630 JPEG (cropped to fill) under 300 KB, lowering the quality until it fits. */
async function toShareJpeg(original: Uint8Array): Promise<Buffer> {
  const resized = sharp(original).rotate().resize({ ...SHARE_IMAGE_SIZE, fit: 'cover', position: 'attention' }).flatten({ background: '#0b0b0c' });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await resized.clone().jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (jpeg.byteLength <= SHARE_IMAGE_MAX_BYTES) break;
  }
  return jpeg;
}

/**
 * GET /og/produto/{id}.jpg: the product's cover as the link preview WhatsApp and social networks
 * show. 404 for an unknown or unpublished product or one without pictures; 502 when its picture
 * cannot be read. Kept a day by browsers and CDNs: a product's cover rarely changes.
 */
export async function shareImageResponse(productId: string): Promise<Response> {
  const page = await getProductPage(catalogueDb, productId);
  const cover = page ? firstImageUrl(page.product.images) : null;
  if (!cover) return new Response('Imagem não encontrada.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const original = await fetch(cover).catch(() => null);
  if (!original?.ok) return new Response('Não foi possível ler a imagem do produto.', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const jpeg = await toShareJpeg(new Uint8Array(await original.arrayBuffer()));
  return new Response(new Uint8Array(jpeg), {
    headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(jpeg.byteLength), 'Cache-Control': 'public, max-age=86400, s-maxage=86400' },
  });
}
