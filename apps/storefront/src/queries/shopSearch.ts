import { parseShopSearch, type ShopFilters, type ShopSearch } from '@oneboss/domain';
import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * The shop routes' `validateSearch`: libs/domain's tolerant parser (the one `shopSearchSchema`
 * wraps), called directly so the public pages do not ship zod. The input type tells the router
 * that links and navigations write the URL shape (`ShopSearch`), not the parsed filters.
 */
export function validateShopSearch(search: ShopSearch & SearchSchemaInput): ShopFilters {
  return parseShopSearch(search);
}
