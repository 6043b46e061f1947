import type { ProductDetail } from '@oneboss/data/catalogue';
import {
  CURRENCY,
  effectivePrice,
  firstImageUrl,
  formatBRL,
  formatCity,
  headlineSpecs,
  listingSpecs,
  PRICE_ON_REQUEST_LABEL,
  productImageSource,
  type SpecDefinition,
} from '@oneboss/domain';
import { pageHead } from './page-head';
import { breadcrumbJsonLd, categoryCrumbs, productJsonLd } from './structured-data';

/** The size WhatsApp, Facebook and X show a large link preview at. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const productPath = (productId: string) => `/produto/${productId}`;
/** The product's link-preview picture, a JPEG rendered by the storefront server (routes/og). */
const productShareImagePath = (productId: string) => `/og/produto/${productId}.jpg`;

/** The facts a link preview leads with after the price: the headline specs and the city. */
function headlineFacts(product: ProductDetail, definitions: readonly SpecDefinition[]): string[] {
  const specs = headlineSpecs(definitions, product).map((spec) => `${spec.definition.label}: ${spec.text}`);
  return product.location ? [...specs, formatCity(product.location)] : specs;
}

/**
 * Everything the product page's <head> says, from the product and the spec definitions as the loader read them.
 * The structured data lists only the pictures `productImageSource` accepts, as the share image reads only those: a
 * crawler would otherwise show another host's file as the listing's picture.
 */
export function productHead(product: ProductDetail, definitions: readonly SpecDefinition[], siteUrl: string, backendUrl: string) {
  const url = `${siteUrl}${productPath(product.id)}`;
  const priced = !product.priceOnRequest && product.price !== null;
  const priceText = priced ? formatBRL(effectivePrice(product)) : PRICE_ON_REQUEST_LABEL;
  const lead = product.shortDescription || product.description || product.name;
  const images = product.images.map((image) => image.url).filter((imageUrl) => productImageSource(imageUrl, backendUrl) !== null);
  return pageHead({
    title: `${product.name} | OneBoss`,
    description: [priceText, headlineFacts(product, definitions).join(' · '), lead].filter((part) => part !== '').join('. '),
    url,
    type: 'product',
    image: firstImageUrl(product.images)
      ? { url: `${siteUrl}${productShareImagePath(product.id)}`, ...SHARE_IMAGE_SIZE, alt: product.name }
      : undefined,
    meta: priced
      ? [
          { property: 'product:price:amount', content: effectivePrice(product).toFixed(2) },
          { property: 'product:price:currency', content: CURRENCY },
        ]
      : [],
    jsonLd: [
      productJsonLd(product, url, images, listingSpecs(definitions, product)),
      breadcrumbJsonLd([...categoryCrumbs(siteUrl, product.category), { name: product.name, url }]),
    ],
  });
}
