import type { CatalogueDb } from '../catalogue-client';
import { request, requestRows } from './read-request';

/** A public page and when its content last changed (ISO 8601). */
export interface SitemapDate {
  key: string;
  lastModified: string;
}

/** Rows per request: hosted PostgREST answers at most 1000 rows by default. */
const PAGE = 1000;

export async function countPublishedProducts(db: CatalogueDb): Promise<number> {
  const { count } = await request<null>('products', (signal) =>
    db.from('products').select('id', { count: 'exact', head: true }).eq('published', true).abortSignal(signal),
  );
  return count ?? 0;
}

/** Published products `from` to `from + limit` (by id, a stable order), keyed by id. */
export async function listPublishedProductDates(db: CatalogueDb, from: number, limit: number): Promise<SitemapDate[]> {
  const dates: SitemapDate[] = [];
  for (let offset = from; offset < from + limit; offset += PAGE) {
    const size = Math.min(PAGE, from + limit - offset);
    const { data } = await requestRows<{ id: string; updated_at: string }>('products', (signal) =>
      db.from('products').select('id,updated_at').eq('published', true).order('id').range(offset, offset + size - 1).abortSignal(signal),
    );
    dates.push(...data.map((row) => ({ key: row.id, lastModified: row.updated_at })));
    if (data.length < size) break;
  }
  return dates;
}

/** Every category, keyed by its slug. */
export async function listCategoryDates(db: CatalogueDb): Promise<SitemapDate[]> {
  const { data } = await requestRows<{ value: string; updated_at: string }>('categories', (signal) =>
    db.from('categories').select('value,updated_at').order('value').abortSignal(signal),
  );
  return data.map((row) => ({ key: row.value, lastModified: row.updated_at }));
}
