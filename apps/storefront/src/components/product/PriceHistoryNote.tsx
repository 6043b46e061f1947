import { currentPrice, listedForLabel, priceDropLabel, priceDropPercent, type Product } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { priceSummaryQuery } from '../../queries/buyer-tools';

/**
 * "Preço reduzido em N%" when the price fell in the last 30 days, and how long the listing has been
 * on the site, from the database's price history (read by the page's loader, so in the server's
 * HTML; a failed read only leaves the line out).
 */
export function PriceHistoryNote({ product }: { product: Pick<Product, 'id' | 'price' | 'salePrice' | 'priceOnRequest'> }) {
  const { data: summary } = useQuery(priceSummaryQuery(product.id));
  if (!summary) return null;
  const percent = priceDropPercent(summary.highestRecentPrice, currentPrice(product));
  const listed = summary.listedAt ? listedForLabel(summary.listedAt, new Date()) : null;
  if (percent === null && listed === null) return null;
  return (
    <div className="price-history-note">
      {percent !== null && (
        <span className="price-history-note__drop" data-testid="price-drop">
          {priceDropLabel(percent)}
        </span>
      )}
      {listed && (
        <span className="price-history-note__listed" data-testid="listed-for">
          {listed}
        </span>
      )}
    </div>
  );
}
