import { parseShopSearch, resolveCategory, type Category, type ShopFilters, type SpecDefinition } from '@oneboss/domain';
import { queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './read-catalogue';
import { categorySpecs } from './spec-definitions';

/** An active seller by slug; null when unknown or deactivated. */
export const sellerQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'seller', slug],
    queryFn: () => readCatalogue(({ getSellerBySlug, catalogueDb }) => getSellerBySlug(catalogueDb, slug)),
  });

/**
 * The seller page's filters from its URL as read: the shop's, its category named in the query
 * (`?category=`) and read as its canonical value, the specifications read against that category's
 * definitions. An unknown category is dropped, as any unknown filter.
 */
export function sellerPageFilters(read: Readonly<Record<string, unknown>>, tree: readonly Category[], definitions: readonly SpecDefinition[]): ShopFilters {
  const category = typeof read.category === 'string' || typeof read.category === 'number' ? resolveCategory(String(read.category), tree) : null;
  const { categorySlug: _named, ...filters } = parseShopSearch(read, categorySpecs(definitions, category));
  return category ? { ...filters, categorySlug: category.value } : filters;
}
