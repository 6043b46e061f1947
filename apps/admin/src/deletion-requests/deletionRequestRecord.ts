import type { AccountDeletionStatus } from '@oneboss/domain';

/** A row of account_deletion_requests as the panel reads it (ra-supabase: snake_case). */
export interface DeletionRequestRecord {
  id: string;
  user_id: string | null;
  email: string;
  status: AccountDeletionStatus;
  requested_at: string;
  confirmed_at: string | null;
  processed_at: string | null;
  processed_by_email: string | null;
  notes: string | null;
}
