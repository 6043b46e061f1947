import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndexXml, urlsetXml } from './sitemap-xml';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe('sitemap XML', () => {
  it('writes one <url> per page with its lastmod, in the sitemap namespace', () => {
    const xml = urlsetXml([
      { loc: 'https://loja.example/', lastmod: undefined },
      { loc: 'https://loja.example/produto/a1', lastmod: '2026-02-01T10:00:00+00:00' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(`<urlset xmlns="${NAMESPACE}">`);
    expect(xml).toContain('<url><loc>https://loja.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://loja.example/produto/a1</loc><lastmod>2026-02-01T10:00:00+00:00</lastmod></url>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes the characters XML reserves', () => {
    const xml = urlsetXml([{ loc: `https://loja.example/loja?a=1&b="2"&c='3'<>` }]);
    expect(xml).toContain('<loc>https://loja.example/loja?a=1&amp;b=&quot;2&quot;&amp;c=&apos;3&apos;&lt;&gt;</loc>');
  });

  it('lists the parts of an index as <sitemap> entries', () => {
    const xml = sitemapIndexXml([{ loc: 'https://loja.example/sitemaps/paginas.xml' }, { loc: 'https://loja.example/sitemaps/produtos-1.xml' }]);
    expect(xml).toContain(`<sitemapindex xmlns="${NAMESPACE}">`);
    expect(xml.match(/<sitemap><loc>[^<]+<\/loc><\/sitemap>/g)).toEqual([
      '<sitemap><loc>https://loja.example/sitemaps/paginas.xml</loc></sitemap>',
      '<sitemap><loc>https://loja.example/sitemaps/produtos-1.xml</loc></sitemap>',
    ]);
    expect(xml).not.toContain('<urlset');
  });

  it('lets robots crawl the site but not the account pages, and points them to the sitemap', () => {
    const lines = robotsTxt('https://loja.example').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /perfil');
    expect(lines).toContain('Sitemap: https://loja.example/sitemap.xml');
    expect(lines.some((line) => line === 'Disallow: /' || line.startsWith('Disallow: /produto') || line.startsWith('Disallow: /loja'))).toBe(false);
  });
});
