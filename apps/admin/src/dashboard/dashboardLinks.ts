import type { LeadChannel, LeadStatus } from '@oneboss/domain';

/** A react-admin list URL with its filter in the query string, as the list itself writes it. */
export function listUrl(resource: string, filter: Record<string, unknown> = {}): string {
  if (Object.keys(filter).length === 0) return `/${resource}`;
  return `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

export const leadsWithStatus = (status: LeadStatus) => listUrl('leads', { status });
export const leadsOfProduct = (productId: string) => listUrl('leads', { product_id: productId });
export const leadsOfCategory = (categoryId: string) => listUrl('leads', { 'products.category_id': categoryId });

/** The leads that arrived in the week starting on `monday` (YYYY-MM-DD, Brasília time). */
export function leadsOfWeek(monday: string): string {
  const start = new Date(`${monday}T00:00:00-03:00`);
  const end = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  return listUrl('leads', { 'created_at@gte': start.toISOString(), 'created_at@lt': end.toISOString() });
}

export const leadsOfChannel = (channel: LeadChannel) => listUrl('leads', { channel });
export const leadsOfSeller = (sellerId: string) => listUrl('leads', { seller_id: sellerId });
export const productsOfSeller = (sellerId: string) => listUrl('products', { sellerId });
/**
 * The leads of one row of "Leads por campanha": that utm_source and utm_campaign exactly, a missing one
 * as missing ("Sem campanha" is the leads with neither). PostgREST's `is.null` goes as the text 'null':
 * react-admin drops a filter whose value is null.
 */
export function leadsOfCampaign(source: string | null, campaign: string | null): string {
  const exactly = (column: string, value: string | null) => (value ? { [column]: value } : { [`${column}@is`]: 'null' });
  return listUrl('leads', { ...exactly('utm_source', source), ...exactly('utm_campaign', campaign) });
}
