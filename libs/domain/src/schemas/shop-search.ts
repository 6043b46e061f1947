import { z } from '../zod';
import type { ShopFilters } from '../shop-filters';
import { parseShopSearch, type ShopSearch } from '../shop-search';

/**
 * Standard-schema validator for the shop route's `validateSearch`: input is the
 * URL object, output the filters. The cast states the input type the parser
 * itself does not need (it accepts anything). Kept apart from the parser so that importing
 * the parser does not load zod (its setup module has a side effect the bundler must keep).
 */
export const shopSearchSchema = z.unknown().transform(parseShopSearch) as unknown as z.ZodType<
  ShopFilters,
  ShopSearch
>;
