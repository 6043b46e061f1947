import type { Product, ProductCard, ProductImage } from './entities';
import { htmlToText } from './text';

export const PRICE_ON_REQUEST_LABEL = 'Sob Consulta';
export const PRICE_UNAVAILABLE_LABEL = 'Preço não disponível';

export type PriceDisplay =
  | { kind: 'on-request'; label: typeof PRICE_ON_REQUEST_LABEL }
  | { kind: 'sale'; price: number; salePrice: number }
  | { kind: 'regular'; price: number }
  | { kind: 'unavailable'; label: typeof PRICE_UNAVAILABLE_LABEL };

type Priced = Pick<Product, 'price' | 'salePrice' | 'priceOnRequest'>;

export function isOnSale(p: Priced): boolean {
  return !p.priceOnRequest && p.price !== null && p.salePrice !== null && p.salePrice < p.price;
}

/**
 * What the price slot shows: on request wins and hides both prices;
 * a sale price below the price strikes the price through; otherwise the price
 * the product sells for (sale price first, as `sort_price` orders it).
 */
export function priceDisplay(p: Priced): PriceDisplay {
  if (p.priceOnRequest) return { kind: 'on-request', label: PRICE_ON_REQUEST_LABEL };
  if (isOnSale(p)) return { kind: 'sale', price: p.price as number, salePrice: p.salePrice as number };
  const price = p.salePrice ?? p.price;
  if (price === null) return { kind: 'unavailable', label: PRICE_UNAVAILABLE_LABEL };
  return { kind: 'regular', price };
}

/** What the product sells for (sale price first); a missing price counts as 0. */
export function effectivePrice(p: Priced): number {
  if (p.priceOnRequest) return 0;
  return p.salePrice ?? p.price ?? 0;
}

export const STOCK_LABELS = { inStock: 'Em Estoque', madeToOrder: 'Sob encomenda' } as const;

export function stockLabel(stockQuantity: number): string {
  return stockQuantity > 0 ? STOCK_LABELS.inStock : STOCK_LABELS.madeToOrder;
}

export type ProductBadge =
  | { kind: 'featured'; label: 'Destaque' }
  | { kind: 'sale'; label: 'Promoção' }
  | { kind: 'in-stock'; label: typeof STOCK_LABELS.inStock }
  | { kind: 'made-to-order'; label: typeof STOCK_LABELS.madeToOrder };

export function productBadges(
  p: Pick<Product, 'featured' | 'price' | 'salePrice' | 'priceOnRequest' | 'stockQuantity'>,
): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (p.featured) badges.push({ kind: 'featured', label: 'Destaque' });
  if (isOnSale(p)) badges.push({ kind: 'sale', label: 'Promoção' });
  badges.push(
    p.stockQuantity > 0
      ? { kind: 'in-stock', label: STOCK_LABELS.inStock }
      : { kind: 'made-to-order', label: STOCK_LABELS.madeToOrder },
  );
  return badges;
}

/**
 * Neutral placeholder used when a product has no image: an inline SVG so it
 * works offline and needs no file from the apps.
 */
export const FALLBACK_PRODUCT_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
      '<rect width="800" height="800" fill="#f2f0eb"/>' +
      '<g fill="none" stroke="#b8b2a7" stroke-width="16" stroke-linejoin="round">' +
      '<rect x="220" y="250" width="360" height="300" rx="24"/>' +
      '<path d="M240 520l110-120 80 80 60-50 90 90"/>' +
      '<circle cx="500" cy="330" r="32"/>' +
      '</g></svg>',
  );

export function firstImageUrl(images: readonly ProductImage[] | undefined): string | null {
  if (!images || images.length === 0) return null;
  const first = images.reduce((best, image) => (image.sortOrder < best.sortOrder ? image : best));
  return first.url;
}

export type ProductCardSource = Pick<
  Product,
  'id' | 'name' | 'price' | 'salePrice' | 'featured' | 'shortDescription' | 'description' | 'priceOnRequest'
> &
  Partial<Pick<Product, 'images' | 'category' | 'subcategory' | 'categoryId' | 'specs' | 'location'>>;

/**
 * Card view model; prices are null when the product is on request and
 * the HTML description becomes plain text because a card shows no markup.
 */
export function toProductCard(product: ProductCardSource): ProductCard {
  return {
    id: product.id,
    name: product.name,
    price: product.priceOnRequest ? null : product.price,
    salePrice: product.priceOnRequest ? null : product.salePrice,
    categoryName: product.category?.name ?? null,
    subcategoryName: product.subcategory?.name ?? null,
    imageUrl: firstImageUrl(product.images) ?? FALLBACK_PRODUCT_IMAGE,
    featured: product.featured,
    description: product.shortDescription.trim() !== '' ? product.shortDescription.trim() : htmlToText(product.description),
    priceOnRequest: product.priceOnRequest,
    categoryId: product.categoryId ?? null,
    specs: product.specs ?? {},
    location: product.location ?? null,
  };
}
