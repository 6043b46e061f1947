import { SELLER_KIND_LABELS, formatCnpj, sellerCity, sellerSchemaType, verificationText, type ProductCard, type Seller, type ShopSearch } from '@oneboss/domain';
import { pageHead } from './page-head';
import { itemListJsonLd } from './structured-data';

interface SellerHeadInput {
  siteUrl: string;
  seller: Seller;
  /** The logo's public URL, or null. */
  logoUrl: string | null;
  /** The page's search params (for the canonical page number). */
  filters: ShopSearch;
  items: Pick<ProductCard, 'id' | 'name'>[];
}

/** The seller as schema.org sees it: an AutoDealer, a RealEstateAgent or an Organization, with its city, logo and WhatsApp. */
function sellerJsonLd(seller: Seller, url: string, logoUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': sellerSchemaType(seller),
    '@id': `${url}#vendedor`,
    name: seller.name,
    url,
    ...(logoUrl ? { logo: logoUrl, image: logoUrl } : {}),
    telephone: `+${seller.whatsapp}`,
    ...(seller.location
      ? { address: { '@type': 'PostalAddress', addressLocality: seller.location.cityName, addressRegion: seller.location.uf, addressCountry: 'BR' } }
      : {}),
    ...(seller.cnpj ? { taxID: formatCnpj(seller.cnpj) } : {}),
  };
}

/**
 * A seller page's head: the canonical URL is the page itself (and its page number); the category
 * and the order only narrow or reorder it. Open Graph shows the logo.
 */
export function sellerHead({ siteUrl, seller, logoUrl, filters, items }: SellerHeadInput) {
  const path = `/vendedores/${encodeURIComponent(seller.slug)}`;
  const url = `${siteUrl}${path}`;
  const page = filters.page && filters.page > 1 ? `?page=${filters.page}` : '';
  const city = sellerCity(seller);
  const kind = SELLER_KIND_LABELS[seller.kind];
  const verified = seller.verification ? ` ${verificationText(seller.verification)}.` : '';
  return pageHead({
    title: `${seller.name} - ${kind} - OneBoss`,
    description: `${seller.name}, ${kind.toLowerCase()}${city ? ` em ${city}` : ''}: veja os anúncios na OneBoss e fale pelo WhatsApp.${verified}`,
    url: `${url}${page}`,
    meta: logoUrl
      ? [
          { property: 'og:image', content: logoUrl },
          { property: 'og:image:alt', content: `Logo de ${seller.name}` },
        ]
      : [],
    jsonLd: [sellerJsonLd(seller, url, logoUrl), itemListJsonLd(items.map((item) => ({ name: item.name, url: `${siteUrl}/produto/${item.id}` })))],
  });
}
