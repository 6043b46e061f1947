import { describe, expect, it } from 'vitest';
import { categoryCrumbs, organizationJsonLd, websiteJsonLd } from './structured-data';

const SITE = 'https://loja.example';

describe('structured data', () => {
  it("points the site search at the shop's search parameter", () => {
    const site = websiteJsonLd(SITE);
    expect(site['@type']).toBe('WebSite');
    expect(site.url).toBe(`${SITE}/`);
    const action = site.potentialAction;
    expect(action['@type']).toBe('SearchAction');
    const template = action.target.urlTemplate;
    expect(template).toBe(`${SITE}/loja?search={search_term_string}`);
    expect(action['query-input']).toBe('required name=search_term_string');
    expect(template).toContain(`{${action['query-input'].split('name=')[1]}}`);
  });

  it('names the organisation with an absolute logo', () => {
    const organization = organizationJsonLd(SITE);
    expect(organization).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'OneBoss', url: `${SITE}/` });
    expect(organization.logo.startsWith(`${SITE}/`)).toBe(true);
  });

  it('encodes the category slug in its crumb', () => {
    expect(categoryCrumbs(SITE, { name: 'Casa & Decoração', value: 'casa decoração' }).at(-1)).toEqual({
      name: 'Casa & Decoração',
      url: `${SITE}/loja/casa%20decora%C3%A7%C3%A3o`,
    });
    expect(categoryCrumbs(SITE, undefined)).toHaveLength(2);
  });
});
