import { isSellerKind, isSellerSlug, type Seller } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { request, requestRows } from './read-request';
import type { SitemapDate } from './sitemap';

/**
 * What visitors may read of a seller: every column but the e-mail (column privileges refuse it,
 * so `*` would fail). The city comes through the (city_id, uf) foreign key.
 */
export const SELLER_COLUMNS = 'id,slug,name,kind,logo_path,uf,whatsapp,cnpj,creci,verified_at,verified_note,municipalities(name)';

export interface SellerRow {
  id: string;
  slug: string;
  name: string;
  kind: string;
  logo_path: string | null;
  uf: string | null;
  whatsapp: string;
  cnpj: string | null;
  creci: string | null;
  verified_at: string | null;
  verified_note: string | null;
  municipalities?: { name: string } | null;
}

export function toSeller(row: SellerRow): Seller {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    // An unknown kind (a newer database) reads as a private seller rather than failing the page.
    kind: isSellerKind(row.kind) ? row.kind : 'particular',
    logoPath: row.logo_path,
    location: row.uf && row.municipalities ? { uf: row.uf, cityName: row.municipalities.name } : null,
    whatsapp: row.whatsapp,
    cnpj: row.cnpj,
    creci: row.creci,
    verification: row.verified_at && row.verified_note ? { at: new Date(row.verified_at).toISOString(), note: row.verified_note } : null,
  };
}

/** An active seller by its slug; null when unknown or deactivated (RLS hides those from visitors). */
export async function getSellerBySlug(db: CatalogueDb, slug: string): Promise<Seller | null> {
  if (!isSellerSlug(slug)) return null;
  const { data } = await request<SellerRow>('products', (signal) =>
    db.from('sellers').select(SELLER_COLUMNS).eq('slug', slug).eq('active', true).abortSignal(signal).maybeSingle(),
  );
  return data ? toSeller(data) : null;
}

/**
 * How many hours a seller takes on average to answer a buyer (their page's "Responde em média"); null
 * below five leads answered in 180 days, which say nothing of a seller (the database's rule).
 */
export async function getSellerResponseHours(db: CatalogueDb, sellerId: string): Promise<number | null> {
  const { data } = await request<{ average_hours?: number | string | null } | null>('products', (signal) =>
    db.rpc('seller_response_time', { _seller_id: sellerId }).abortSignal(signal),
  );
  const hours = data?.average_hours;
  return hours === null || hours === undefined ? null : Number(hours);
}

/** The active sellers' pages for the sitemap, keyed by slug. */
export async function listSellerDates(db: CatalogueDb): Promise<SitemapDate[]> {
  const { data } = await requestRows<{ slug: string; updated_at: string }>('products', (signal) =>
    db.from('sellers').select('slug,updated_at').eq('active', true).order('slug').abortSignal(signal),
  );
  return data.map((row) => ({ key: row.slug, lastModified: row.updated_at }));
}

/** The public URL of a seller's logo in the `seller-logos` bucket. */
export function sellerLogoUrl(supabaseUrl: string, logoPath: string): string {
  return `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/seller-logos/${logoPath.split('/').map(encodeURIComponent).join('/')}`;
}
