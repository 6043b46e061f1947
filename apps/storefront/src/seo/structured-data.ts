import { CURRENCY, effectivePrice, type Category, type ListingLocation, type ShownSpec } from '@oneboss/domain';
import type { ProductDetail } from '@oneboss/data/catalogue';
import { listingKind } from './listing-kind';
import { itemCondition, listingStructuredData } from './listing-structured-data';
import { SITE_DESCRIPTION, SITE_NAME } from './site';

/** schema.org JSON-LD for search engines; plain data, rendered by head() as application/ld+json. */

export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: SITE_DESCRIPTION,
  };
}

export function websiteJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    inLanguage: 'pt-BR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/loja?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** Where the offer is: the listing's city and UF (the bairro and address stay on the page). */
function offerPlace(location: ListingLocation | null) {
  if (!location) return {};
  const address = { '@type': 'PostalAddress', addressLocality: location.cityName, addressRegion: location.uf, addressCountry: 'BR' };
  return { availableAtOrFrom: { '@type': 'Place', address } };
}

/**
 * A product with its offer (a BRL price when priced, no price at all when 'Sob Consulta') and its
 * specs, typed by its category's kind (a Car, a residence, or a Product with additional properties).
 */
export function productJsonLd(product: ProductDetail, url: string, images: string[], specs: ShownSpec[]) {
  const priced = !product.priceOnRequest && product.price !== null;
  return {
    '@context': 'https://schema.org',
    ...listingStructuredData(listingKind(product.category?.value), specs),
    name: product.name,
    description: product.shortDescription || undefined,
    sku: product.id,
    image: images,
    category: product.category?.name,
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: CURRENCY,
      ...(priced ? { price: effectivePrice(product).toFixed(2) } : {}),
      availability: product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      itemCondition: itemCondition(specs),
      ...offerPlace(product.location),
    },
  };
}

/** The shop page's products, in the order shown. */
export function itemListJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: item.url })),
  };
}

export function categoryCrumbs(siteUrl: string, category: Pick<Category, 'name' | 'value'> | undefined) {
  const crumbs = [
    { name: 'Início', url: `${siteUrl}/` },
    { name: 'Loja', url: `${siteUrl}/loja` },
  ];
  if (category) crumbs.push({ name: category.name, url: `${siteUrl}/loja/${encodeURIComponent(category.value)}` });
  return crumbs;
}
