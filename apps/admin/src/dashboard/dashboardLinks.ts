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
/** A campaign's leads; without a campaign, the list unfiltered (PostgREST filters cannot ask for a null here). */
export const leadsOfCampaign = (campaign: string | null) => listUrl('leads', campaign ? { 'utm_campaign@ilike': campaign } : {});
