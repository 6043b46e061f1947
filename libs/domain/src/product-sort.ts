import type { Product } from './entities';
import { effectivePrice } from './price-display';
import type { ShopSort } from './shop-filters';

/** Milliseconds of a timestamp; an unreadable one sorts as the oldest. */
function timeOf(timestamp: string): number {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? 0 : time;
}

type Sortable = Pick<Product, 'price' | 'salePrice' | 'priceOnRequest' | 'createdAt'>;

/**
 * Sorts one page of products (spec §9: client-side, current page only;
 * a missing price counts as 0). Relevance keeps the server's order. Stable.
 */
export function sortProducts<P extends Sortable>(products: readonly P[], sort: ShopSort): P[] {
  const list = [...products];
  switch (sort) {
    case 'relevance':
      return list;
    case 'price-asc':
      return list.sort((a, b) => effectivePrice(a) - effectivePrice(b));
    case 'price-desc':
      return list.sort((a, b) => effectivePrice(b) - effectivePrice(a));
    case 'newest':
      return list.sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
  }
}
