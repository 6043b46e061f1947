// The board's filters as the data provider's PostgREST operators spell them; they live in the URL.
export const SEARCH_FILTER = '@or';
export const FROM_FILTER = 'created_at@gte';
export const TO_FILTER = 'created_at@lt';
export const CAMPAIGN_FILTER = 'utm_campaign@ilike';
/** The exact source and campaign of the dashboard's "Leads por campanha", a missing one as `@is` 'null'. */
export const CAMPAIGN_ROW_FILTERS = ['utm_source', 'utm_source@is', 'utm_campaign', 'utm_campaign@is'] as const;

/** A campaign (utm_campaign) containing the text, PostgREST's own separators dropped; null for none. */
export function campaignFilter(text: string): string | null {
  return text.replace(/[,()*%\\:"']/g, ' ').trim() || null;
}

/** Name, e-mail or phone containing the text; PostgREST's own separators are dropped from it. */
export function searchFilter(text: string): Record<string, string> | null {
  const term = text.replace(/[,()*%\\:"']/g, ' ').trim();
  return term ? { 'name@ilike': term, 'email@ilike': term, 'phone@ilike': term } : null;
}

/** The text a search filter came from, for the search box after a reload. */
export function searchText(filter: unknown): string {
  const term = (filter as Record<string, unknown> | undefined)?.['name@ilike'];
  return typeof term === 'string' ? term : '';
}

/** The chip of a "Leads por campanha" row the dashboard opened: its source and campaign, as the dashboard names them. */
export function campaignRowLabel(filters: Record<string, unknown>): string | null {
  if (!CAMPAIGN_ROW_FILTERS.some((key) => key in filters)) return null;
  const named = [filters.utm_source, filters.utm_campaign].filter((value): value is string => typeof value === 'string' && value !== '');
  return named.length > 0 ? `Campanha: ${named.join(' / ')}` : 'Sem campanha';
}
