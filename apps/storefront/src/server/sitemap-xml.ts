/** The sitemap protocol's limit of URLs per file; past it the sitemap becomes an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

const entry = (tag: string, { loc, lastmod }: SitemapUrl) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(urls: SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.map((url) => entry('url', url)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.map((sitemap) => entry('sitemap', sitemap)).join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /perfil', 'Disallow: /redefinir-senha', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
