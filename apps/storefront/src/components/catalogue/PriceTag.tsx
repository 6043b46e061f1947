import { formatBRL, priceDisplay, type Product } from '@oneboss/domain';

type Priced = Pick<Product, 'price' | 'salePrice' | 'priceOnRequest'>;

/**
 * Price rules: 'Sob Consulta', struck-through price beside the sale price, the price, or 'Preço não
 * disponível'. `sm`: a card's, a size smaller on a phone, where two cards share the width. Plain
 * elements with the classes of price-tag.css (loaded with the root's styles), not Chakra's style props.
 */
export function PriceTag({ product, size = 'md' }: { product: Priced; size?: 'sm' | 'md' | 'lg' }) {
  const display = priceDisplay(product);
  const main = `price-tag price-tag--${size}`;
  switch (display.kind) {
    case 'on-request':
    case 'unavailable':
      return <p className={main}>{display.label}</p>;
    case 'sale':
      return (
        <div className="price-tag-sale">
          <s className={size === 'lg' ? 'price-tag-sale__was price-tag-sale__was--lg' : 'price-tag-sale__was'}>
            <span className="visually-hidden">De </span>
            {formatBRL(display.price)}
          </s>
          <p className={main}>
            <span className="visually-hidden">por </span>
            {formatBRL(display.salePrice)}
          </p>
        </div>
      );
    case 'regular':
      return <p className={main}>{formatBRL(display.price)}</p>;
  }
}
