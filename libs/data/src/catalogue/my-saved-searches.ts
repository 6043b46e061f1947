import { isAlertFrequency, savedSearchHref, type SavedSearch } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toIsoTimestamp, toNumber } from '../mappers';
import { request } from '../request';

interface SavedSearchRow {
  id: string;
  name: string;
  search: { path: string; query: string };
  frequency: string;
  match_count: number | string | null;
  created_at: string;
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    href: savedSearchHref(row.search),
    frequency: isAlertFrequency(row.frequency) ? row.frequency : 'nunca',
    matchCount: row.match_count === null ? null : (toNumber(row.match_count) ?? 0),
    createdAt: toIsoTimestamp(row.created_at),
  };
}

/** The signed-in buyer's saved searches, oldest first, each with how many listings match it now. */
export async function listMySavedSearches(db: CatalogueDb): Promise<SavedSearch[]> {
  const { data } = await request<SavedSearchRow[]>('profiles', (signal) => db.rpc('my_saved_searches').abortSignal(signal));
  return (data ?? []).map(toSavedSearch);
}

/** The shop addresses the signed-in buyer has saved, each once: the shop page says when its own is one. */
export async function listMySavedSearchHrefs(db: CatalogueDb): Promise<string[]> {
  const { data } = await request<Array<Pick<SavedSearchRow, 'search'>>>('profiles', (signal) =>
    db.from('saved_searches').select('search').abortSignal(signal),
  );
  return (data ?? []).map((row) => savedSearchHref(row.search));
}
