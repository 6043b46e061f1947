import type { LeadStatus } from '@oneboss/domain';
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
