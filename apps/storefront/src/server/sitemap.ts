import { countPublishedProducts, listCategoryDates, listPublishedProductDates, listSellerDates } from '@oneboss/data/catalogue';
import { env } from '../env';
import { catalogueDb } from '../queries/catalogue-db';
import { SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml, type SitemapUrl } from './sitemap-xml';

/** The public pages that are not products: home, shop, texts, every category and every active seller. */
async function pageUrls(): Promise<SitemapUrl[]> {
  const [categories, sellers] = await Promise.all([listCategoryDates(catalogueDb), listSellerDates(catalogueDb)]);
  const fixed = ['/', '/loja', '/sobre', '/contato', '/privacidade', '/termos'].map((path) => ({ loc: `${env.siteUrl}${path}` }));
  return [
    ...fixed,
    ...categories.map(({ key, lastModified }) => ({ loc: `${env.siteUrl}/loja/${encodeURIComponent(key)}`, lastmod: lastModified })),
    ...sellers.map(({ key, lastModified }) => ({ loc: `${env.siteUrl}/vendedores/${encodeURIComponent(key)}`, lastmod: lastModified })),
  ];
}

async function productUrls(from: number, limit: number): Promise<SitemapUrl[]> {
  const products = await listPublishedProductDates(catalogueDb, from, limit);
  return products.map(({ key, lastModified }) => ({ loc: `${env.siteUrl}/produto/${key}`, lastmod: lastModified }));
}

const xml = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' } });

/**
 * /sitemap.xml: one file with every page while they fit the protocol's 50 000 URLs; past that an
 * index of /sitemaps/paginas.xml and /sitemaps/produtos-N.xml (50 000 products each).
 */
export async function sitemapResponse(): Promise<Response> {
  const [pages, productCount] = await Promise.all([pageUrls(), countPublishedProducts(catalogueDb)]);
  if (pages.length + productCount <= SITEMAP_MAX_URLS) return xml(urlsetXml([...pages, ...(await productUrls(0, productCount))]));
  const parts = Math.ceil(productCount / SITEMAP_MAX_URLS);
  const files = ['paginas', ...Array.from({ length: parts }, (_, index) => `produtos-${index + 1}`)];
  return xml(sitemapIndexXml(files.map((name) => ({ loc: `${env.siteUrl}/sitemaps/${name}.xml` }))));
}

/** One file of the index: the pages, or the Nth 50 000 products; null for any other name. */
export async function sitemapPartResponse(name: string): Promise<Response | null> {
  if (name === 'paginas') return xml(urlsetXml(await pageUrls()));
  const part = /^produtos-([1-9]\d{0,5})$/.exec(name);
  if (!part) return null;
  const urls = await productUrls((Number(part[1]) - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  return urls.length > 0 ? xml(urlsetXml(urls)) : null;
}
