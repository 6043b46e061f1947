import { isSellerKind, type Seller } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { requestRows } from './read-request';
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
