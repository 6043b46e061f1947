import type { AccountDeletionRequest, AccountDeletionStatus } from '@oneboss/domain';
import type { Db } from './client';
import { DataError } from './errors';
import { toIsoTimestamp } from './mappers';
import { request, requestRows } from './request';

interface AccountDeletionRequestRow {
  id: string;
  email: string;
  status: AccountDeletionStatus;
  requested_at: string;
  confirmed_at: string | null;
  processed_at: string | null;
}

const COLUMNS = 'id,email,status,requested_at,confirmed_at,processed_at';

function toAccountDeletionRequest(row: AccountDeletionRequestRow): AccountDeletionRequest {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    requestedAt: toIsoTimestamp(row.requested_at),
    confirmedAt: row.confirmed_at ? toIsoTimestamp(row.confirmed_at) : null,
    processedAt: row.processed_at ? toIsoTimestamp(row.processed_at) : null,
  };
}

/**
 * Asks for the deletion of the account of `email`; the server mails a confirmation link to it.
 * The answer is the same whether the account exists or not.
 */
export async function requestAccountDeletion(db: Db, email: string): Promise<void> {
  await request('profiles', (signal) => db.rpc('request_account_deletion', { email }).abortSignal(signal));
}

/** Confirms a request with the token of its mailed link; answers where the request stands. */
export async function confirmAccountDeletion(db: Db, token: string): Promise<AccountDeletionStatus> {
  const { data } = await request<{ status: AccountDeletionStatus }>('profiles', (signal) => db.rpc('confirm_account_deletion', { token }).abortSignal(signal));
  if (!data) throw new DataError('no_row', 'Não foi possível confirmar a solicitação.');
  return data.status;
}

/** The signed-in holder's deletion requests, newest first (RLS keeps everyone else's out). */
export async function listMyAccountDeletionRequests(db: Db): Promise<AccountDeletionRequest[]> {
  const { data } = await requestRows<AccountDeletionRequestRow>('profiles', (signal) =>
    db.from('account_deletion_requests').select(COLUMNS).order('requested_at', { ascending: false }).abortSignal(signal),
  );
  return data.map(toAccountDeletionRequest);
}

/** Everything the server keeps about the signed-in holder, as the JSON they download (LGPD art. 18). */
export async function exportMyData(db: Db): Promise<Record<string, unknown>> {
  const { data } = await request<Record<string, unknown>>('profiles', (signal) => db.rpc('export_my_data').abortSignal(signal));
  if (!data) throw new DataError('no_row', 'Não foi possível gerar o arquivo com seus dados.');
  return data;
}

/** What processing a request removed. */
export interface AccountDeletionOutcome {
  usersDeleted: number;
  leadsAnonymised: number;
  subscriptionsRemoved: number;
}

/** Admins: deletes the account, anonymises its leads, removes its subscription and closes the request. */
export async function processAccountDeletion(db: Db, requestId: string, notes: string): Promise<AccountDeletionOutcome> {
  const { data } = await request<{ users_deleted: number; leads_anonymised: number; subscriptions_removed: number }>('profiles', (signal) =>
    db.rpc('admin_process_account_deletion', { request_id: requestId, notes }).abortSignal(signal),
  );
  if (!data) throw new DataError('no_row', 'Não foi possível processar a solicitação.');
  return { usersDeleted: data.users_deleted, leadsAnonymised: data.leads_anonymised, subscriptionsRemoved: data.subscriptions_removed };
}

/** Admins: closes a request without deleting anything, with the reason. */
export async function rejectAccountDeletion(db: Db, requestId: string, notes: string): Promise<void> {
  await request('profiles', (signal) => db.rpc('admin_reject_account_deletion', { request_id: requestId, notes }).abortSignal(signal));
}
