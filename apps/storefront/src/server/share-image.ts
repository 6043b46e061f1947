import { getProductPage } from '@oneboss/data/catalogue';
import { firstImageUrl, productImageSource } from '@oneboss/domain';
import { env } from '../env';
import { catalogueDb } from '../queries/catalogue-db';
import { readProductImage } from './share-image-source';
import { toShareJpeg } from './share-jpeg';

const textAnswer = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * GET /og/produto/{id}.jpg: the product's cover as the link preview WhatsApp and social networks
 * show. 404 for an unknown or unpublished product or one without pictures; 502 when its picture
 * is not in the project's own storage, or cannot be read in time or decoded within the pixel cap; neither is kept.
 * The picture is kept five minutes by browsers and CDNs: an unpublished product's stops showing soon after.
 */
export async function shareImageResponse(productId: string): Promise<Response> {
  const page = await getProductPage(catalogueDb, productId);
  const cover = page ? firstImageUrl(page.product.images) : null;
  if (!cover) return textAnswer('Imagem não encontrada.', 404);
  const source = productImageSource(cover, env.supabaseUrl);
  const original = source ? await readProductImage(source) : null;
  // A file that is not a picture sharp can decode, or is past its pixel cap, is as unreadable as one that never arrived.
  const jpeg = original ? await toShareJpeg(original).catch(() => null) : null;
  if (!jpeg) return textAnswer('Não foi possível ler a imagem do produto.', 502);
  return new Response(new Uint8Array(jpeg), {
    headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(jpeg.byteLength), 'Cache-Control': 'public, max-age=300, s-maxage=300' },
  });
}
