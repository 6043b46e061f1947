import { useQuery } from '@tanstack/react-query';
import { recentlyViewedQuery } from '../../queries/buyer-tools';
import { ProductCard } from '../catalogue/ProductCard';
import { useRecentlyViewedIds } from './recently-viewed-store';

/**
 * 'Vistos recentemente': the listings this browser viewed lately (kept in it, newest first). Read
 * and drawn in the browser only; a first visitor, who has none, gets nothing at all (no space held,
 * no layout shift). Listings hidden since are left out by the read.
 */
export function RecentlyViewedRow({ excludeId, inContainer = true }: { excludeId?: string; inContainer?: boolean }) {
  const ids = useRecentlyViewedIds().filter((id) => id !== excludeId);
  const { data: products } = useQuery({ ...recentlyViewedQuery(ids), enabled: ids.length > 0 });
  if (ids.length === 0 || !products || products.length === 0) return null;
  // Static classes (recently-viewed.css): the row is drawn right after hydration for a returning visitor.
  const row = (
    <section aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <h2 id="recently-viewed-title" className="recently-viewed__title">
        Vistos recentemente
      </h2>
      <ul className="recently-viewed__row">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
  return inContainer ? <div className="page-container recently-viewed">{row}</div> : row;
}
