import type { LeadChannel, LeadStatus } from '@oneboss/domain';
import type { Db } from './client';
import { DataError } from './errors';
import { request } from './request';

/** The panel's landing figures, as public.admin_dashboard() counts them. */
export interface DashboardFigures {
  leadsTotal: number;
  leadsByStatus: { status: LeadStatus; count: number }[];
  /** The last twelve weeks, oldest first; `week` is the Monday (Brasília time), YYYY-MM-DD. */
  leadsByWeek: { week: string; count: number }[];
  leadsByCategory: { categoryId: string; name: string; count: number }[];
  leadsByProduct: { productId: string; name: string; count: number }[];
  catalogue: { total: number; published: number; hidden: number; featured: number; onRequest: number };
  newsletterSubscribers: number;
}

interface DashboardRow {
  leads_total: number;
  leads_by_status: { status: LeadStatus; count: number }[];
  leads_by_week: { week: string; count: number }[];
  leads_by_category: { category_id: string; name: string; count: number }[];
  leads_by_product: { product_id: string; name: string; count: number }[];
  catalogue: { total: number; published: number; hidden: number; featured: number; on_request: number };
  newsletter_subscribers: number;
}

function toDashboardFigures(row: DashboardRow): DashboardFigures {
  return {
    leadsTotal: row.leads_total,
    leadsByStatus: row.leads_by_status,
    leadsByWeek: row.leads_by_week,
    leadsByCategory: row.leads_by_category.map(({ category_id, name, count }) => ({ categoryId: category_id, name, count })),
    leadsByProduct: row.leads_by_product.map(({ product_id, name, count }) => ({ productId: product_id, name, count })),
    catalogue: { ...row.catalogue, onRequest: row.catalogue.on_request },
    newsletterSubscribers: row.newsletter_subscribers,
  };
}

/** One round trip; a non-admin is refused by the server (42501). */
export async function readDashboard(db: Db): Promise<DashboardFigures> {
  const { data } = await request<DashboardRow>('leads', (signal) => db.rpc('admin_dashboard').abortSignal(signal));
  if (!data) throw new DataError('no_row', 'Não foi possível carregar o painel.');
  return toDashboardFigures(data);
}

/** Where the leads came from and how fast each seller answers, as public.lead_attribution() counts them. */
export interface LeadAttribution {
  byChannel: { channel: LeadChannel; count: number }[];
  /** The ten commonest (source, campaign) pairs; null: the visit carried none. */
  byCampaign: { source: string | null; campaign: string | null; count: number }[];
  /** Per seller: leads, answered leads, and the median and average hours to the first answer (null: none answered). */
  bySeller: { sellerId: string; name: string; count: number; answered: number; medianHours: number | null; averageHours: number | null }[];
}

interface LeadAttributionRow {
  by_channel: { channel: LeadChannel; count: number }[];
  by_campaign: { source: string | null; campaign: string | null; count: number }[];
  by_seller: { seller_id: string; name: string; count: number; answered: number; median_hours: number | null; average_hours: number | null }[];
}

/** One round trip; each caller counts the leads RLS shows them. */
export async function readLeadAttribution(db: Db): Promise<LeadAttribution> {
  const { data } = await request<LeadAttributionRow>('leads', (signal) => db.rpc('lead_attribution').abortSignal(signal));
  if (!data) throw new DataError('no_row', 'Não foi possível carregar o painel.');
  return {
    byChannel: data.by_channel,
    byCampaign: data.by_campaign,
    bySeller: data.by_seller.map((row) => ({
      sellerId: row.seller_id,
      name: row.name,
      count: row.count,
      answered: row.answered,
      medianHours: row.median_hours,
      averageHours: row.average_hours,
    })),
  };
}
