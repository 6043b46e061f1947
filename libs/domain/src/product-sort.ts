import type { Product } from './entities';
import { sortablePrice } from './price-display';
import type { ShopSort } from './shop-filters';

/** Milliseconds of a timestamp; an unreadable one sorts as the oldest. */
function timeOf(timestamp: string): number {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? 0 : time;
}

type Sortable = Pick<Product, 'price' | 'salePrice' | 'priceOnRequest' | 'createdAt'>;

/**
 * Compares by price in `direction` (1 cheapest first, -1 dearest first); products without a
 * price ('Sob Consulta', none given, not a finite number) come after every priced one either way,
 * as the server's `sort_price ... nulls last` orders them.
 */
function byPrice(direction: 1 | -1) {
  return (a: Sortable, b: Sortable): number => {
    const left = sortablePrice(a);
    const right = sortablePrice(b);
    if (left === null || right === null) return Number(left === null) - Number(right === null);
    return direction * (left - right);
  };
}

/**
 * Sorts one page of products as the server's `shop_products` does. Stable, so products the sort
 * cannot tell apart keep the server's order (its tie-breaks: name, then id). Relevance keeps the
 * server's order.
 */
export function sortProducts<P extends Sortable>(products: readonly P[], sort: ShopSort): P[] {
  const list = [...products];
  switch (sort) {
    case 'relevance':
      return list;
    case 'price-asc':
      return list.sort(byPrice(1));
    case 'price-desc':
      return list.sort(byPrice(-1));
    case 'newest':
      return list.sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
  }
}
