import { describe, expect, it } from 'vitest';
import { campaignFilter, campaignRowLabel, searchFilter, searchText } from './leadFilters';

describe('lead filters', () => {
  it('searches name, e-mail and phone, without PostgREST separators', () => {
    expect(searchFilter(' helena ')).toEqual({ 'name@ilike': 'helena', 'email@ilike': 'helena', 'phone@ilike': 'helena' });
    expect(searchFilter('a,b(c)')).toEqual({ 'name@ilike': 'a b c', 'email@ilike': 'a b c', 'phone@ilike': 'a b c' });
    expect(searchFilter(' ,() ')).toBeNull();
    expect(searchText(searchFilter('98765'))).toBe('98765');
    expect(searchText(undefined)).toBe('');
  });

  it('matches a campaign by what was typed, without PostgREST separators', () => {
    expect(campaignFilter(' verao ')).toBe('verao');
    expect(campaignFilter('black,friday(2026)')).toBe('black friday 2026');
    expect(campaignFilter(' *% ')).toBeNull();
  });

  it('names the campaign row the dashboard opened, as the dashboard does', () => {
    expect(campaignRowLabel({ status: 'new' })).toBeNull();
    expect(campaignRowLabel({ utm_source: 'instagram', utm_campaign: 'verao-2027' })).toBe('Campanha: instagram / verao-2027');
    expect(campaignRowLabel({ utm_source: 'google', 'utm_campaign@is': 'null' })).toBe('Campanha: google');
    expect(campaignRowLabel({ 'utm_source@is': 'null', 'utm_campaign@is': 'null' })).toBe('Sem campanha');
  });
});
