import type { AdminProductQuery, ProductStatusFilter } from '@oneboss/data';
import { isUuid } from '@oneboss/domain';

/** The filters the products tab sets. */
export interface ProductListFilter {
  q?: string;
  categoryId?: string;
  status?: ProductStatusFilter;
  featured?: boolean;
  priceOnRequest?: boolean;
  /** A seller picked in the filters (the dashboard's and the seller page's links name one too). */
  sellerId?: string;
  /** Set by the tab for a seller member: their sellers' listings only. */
  sellerIds?: string[];
}

/** The sellers a list reads: the one picked, within a member's own when the tab sets those; an id no seller can have, none. */
function sellersOf({ sellerId, sellerIds }: ProductListFilter): string[] | undefined {
  if (sellerId === undefined) return sellerIds;
  const picked = typeof sellerId === 'string' && isUuid(sellerId) ? [sellerId] : [];
  return sellerIds ? sellerIds.filter((id) => picked.includes(id)) : picked;
}

/** A yes/no filter as the URL gave it: anything but true or false is no filter. */
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** What the list asks libs/data for, from its filters as the URL gave them. */
export function productListQuery(filter: ProductListFilter): Omit<AdminProductQuery, 'page' | 'pageSize' | 'sort'> {
  const { q, categoryId, status, featured, priceOnRequest } = filter;
  return { search: q, categoryId, status, featured: flag(featured), priceOnRequest: flag(priceOnRequest), sellerIds: sellersOf(filter) };
}
