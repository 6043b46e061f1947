import type { LeadChannel, LeadStatus } from '@oneboss/domain';
import type { LeadRow } from '@oneboss/data';

/** A lead as the data provider returns it, with the product it asks about and its pictures. */
export interface LeadRecord extends Omit<LeadRow, 'status' | 'products' | 'channel' | 'sellers'> {
  status: LeadStatus;
  channel: LeadChannel;
  /** The listing's seller when the lead was made (leads.seller_id). */
  sellers: { id: string; name: string } | null;
  products: {
    id: string;
    name: string;
    category_id: string;
    product_images: { url: string; sort_order: number }[];
  } | null;
}

const PRODUCT = 'id,name,category_id,product_images(url,sort_order)';

/** The select for leads with their product and seller; a category filter needs the product joined (`!inner`). */
export function leadColumns(filterByCategory: boolean): string[] {
  return ['*', `products${filterByCategory ? '!inner' : ''}(${PRODUCT})`, 'sellers(id,name)'];
}

export const CATEGORY_FILTER = 'products.category_id';

/** The product's first picture by its order, or null. */
export function leadPicture(lead: Pick<LeadRecord, 'products'>): string | null {
  const images = lead.products?.product_images ?? [];
  return [...images].sort((a, b) => a.sort_order - b.sort_order)[0]?.url ?? null;
}
