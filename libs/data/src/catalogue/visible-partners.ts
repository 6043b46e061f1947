import type { Partner } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toPartner } from '../mappers';
import { requestRows } from './read-request';
import type { PartnerRow } from '../rows';

/** Partners the storefront shows: visible ones by order_index. */
export async function listVisiblePartners(db: CatalogueDb): Promise<Partner[]> {
  const { data } = await requestRows<PartnerRow>('partners', (signal) =>
    db.from('partners').select('*').eq('visible', true).order('order_index', { ascending: true }).abortSignal(signal),
  );
  return data.map(toPartner);
}
