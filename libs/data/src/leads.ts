import { LEAD_MESSAGES, type Lead, type LeadStatus } from '@oneboss/domain';
import type { Db } from './client';
import { DataError } from './errors';
import { toLead } from './mappers';
import { requestRows } from './request';
import type { LeadRow } from './rows';

export interface LeadWithProduct extends Lead {
  productName: string | null;
}

/** Leads newest first, with the name of the product they ask about. */
export async function listLeads(db: Db, filter: { status?: LeadStatus | 'all' } = {}): Promise<LeadWithProduct[]> {
  const { data } = await requestRows<LeadRow>('leads', (signal) => {
    let query = db.from('leads').select('*,products(name)');
    if (filter.status && filter.status !== 'all') query = query.eq('status', filter.status);
    return query.order('created_at', { ascending: false }).order('id', { ascending: true }).abortSignal(signal);
  });
  return data.map((row) => ({ ...toLead(row), productName: row.products?.name ?? null }));
}

export async function updateLeadStatus(db: Db, id: string, status: LeadStatus): Promise<void> {
  const { data } = await requestRows<{ id: string }>('leads', (signal) => db.from('leads').update({ status }).eq('id', id).select('id').abortSignal(signal));
  if (data.length === 0) throw new DataError('not_found', LEAD_MESSAGES.statusUpdateFailed);
}

export async function deleteLead(db: Db, id: string): Promise<void> {
  const { data } = await requestRows<{ id: string }>('leads', (signal) => db.from('leads').delete().eq('id', id).select('id').abortSignal(signal));
  if (data.length === 0) throw new DataError('not_found', LEAD_MESSAGES.removeFailed);
}
