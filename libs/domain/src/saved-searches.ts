import type { ShopFilters } from './shop-filters';
import { shopRpcFilters, type ShopRpcFilters } from './specs/shop-rpc-filters';

/** How often a saved search's new listings are e-mailed; 'nunca' keeps the search without alerts. */
export type AlertFrequency = 'imediato' | 'diario' | 'semanal' | 'nunca';

export const ALERT_FREQUENCIES: ReadonlyArray<{ value: AlertFrequency; label: string }> = [
  { value: 'imediato', label: 'Imediato' },
  { value: 'diario', label: 'Diário' },
  { value: 'semanal', label: 'Semanal' },
  { value: 'nunca', label: 'Sem alertas' },
];

export const isAlertFrequency = (value: unknown): value is AlertFrequency => ALERT_FREQUENCIES.some((option) => option.value === value);

/** The longest name a saved search keeps (the database's check). */
export const SAVED_SEARCH_NAME_MAX = 120;

/** One saved search as /perfil/buscas lists it. */
export interface SavedSearch {
  id: string;
  name: string;
  /** The shop URL that reopens it (path and canonical query). */
  href: string;
  frequency: AlertFrequency;
  /** Listings matching it now; null when it can no longer be counted (a filter its category dropped). */
  matchCount: number | null;
  createdAt: string;
}

/** What the shop's RPCs read for a saved search: the job and the count run the shop's own conditions on it. */
export interface SavedSearchCriteria {
  search: string | null;
  category_id: string | null;
  subcategory_ids: string[];
  attribute_ids: string[];
  filters: ShopRpcFilters | null;
}

/** What is stored for a search: where it reopens and what it matches. */
export interface NewSavedSearch {
  name: string;
  path: string;
  query: string;
  criteria: SavedSearchCriteria;
  frequency: AlertFrequency;
}

/** The shop address a saved search reopens, as the list links to it and the shop page names itself: `path?query`, or the path alone. */
export function savedSearchHref({ path, query }: Pick<NewSavedSearch, 'path' | 'query'>): string {
  return query ? `${path}?${query}` : path;
}

/** The criteria of the shop's filters (page and order aside: they do not change which listings match). */
export function savedSearchCriteria(filters: ShopFilters, categoryId: string | null): SavedSearchCriteria {
  return {
    search: filters.search ?? null,
    category_id: categoryId,
    subcategory_ids: [...filters.subcategoryIds],
    attribute_ids: [...filters.attributeIds],
    filters: shopRpcFilters(filters),
  };
}

/**
 * A search's default name from its active filters' labels ('Embarcações', '40–60 pés', 'SC',
 * 'SP'): the states together, the rest joined by ' · ', cut to the name's limit.
 */
export function savedSearchName(labels: ReadonlyArray<{ kind: string; label: string }>): string {
  const ufs = labels.filter((item) => item.kind === 'uf').map((item) => item.label);
  const parts: string[] = [];
  for (const item of labels) {
    if (item.kind !== 'uf') parts.push(item.label);
    else if (item.label === ufs[0]) parts.push(ufs.join(', '));
  }
  const name = parts.join(' · ') || 'Todos os produtos';
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}

/** The favourites' alerts a buyer wants (all on until they say otherwise). */
export interface FavouriteAlertPreferences {
  priceDrop: boolean;
  sold: boolean;
  backOnSale: boolean;
}

export const DEFAULT_FAVOURITE_ALERTS: Readonly<FavouriteAlertPreferences> = Object.freeze({ priceDrop: true, sold: true, backOnSale: true });
