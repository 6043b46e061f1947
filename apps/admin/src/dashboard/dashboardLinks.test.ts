import { describe, expect, it } from 'vitest';
import { leadsOfCampaign, leadsOfCategory, leadsOfWeek, leadsWithStatus, listUrl } from './dashboardLinks';

const filterOf = (url: string) => JSON.parse(new URLSearchParams(url.split('?')[1]).get('filter') ?? 'null');

describe('dashboard links', () => {
  it('opens a list with its filter in the query string', () => {
    expect(listUrl('products')).toBe('/products');
    expect(filterOf(listUrl('products', { published: false }))).toEqual({ published: false });
    expect(leadsWithStatus('closed').startsWith('/leads?filter=')).toBe(true);
    expect(filterOf(leadsOfCategory('c1'))).toEqual({ 'products.category_id': 'c1' });
  });

  it("opens a campaign row's leads: its source and campaign exactly, a missing one as missing", () => {
    expect(filterOf(leadsOfCampaign('instagram', 'verao-2027'))).toEqual({ utm_source: 'instagram', utm_campaign: 'verao-2027' });
    expect(filterOf(leadsOfCampaign('google', null))).toEqual({ utm_source: 'google', 'utm_campaign@is': 'null' });
    expect(filterOf(leadsOfCampaign(null, null))).toEqual({ 'utm_source@is': 'null', 'utm_campaign@is': 'null' });
  });

  it('turns a week into the leads that arrived from Monday to Sunday, Brasília time', () => {
    expect(filterOf(leadsOfWeek('2026-11-23'))).toEqual({
      'created_at@gte': '2026-11-23T03:00:00.000Z',
      'created_at@lt': '2026-11-30T03:00:00.000Z',
    });
  });
});
