import type { DataProvider } from 'react-admin';
import { processAccountDeletion, rejectAccountDeletion, type AccountDeletionOutcome, type Db } from '@oneboss/data';

/** The two ways a request is closed; each is one RPC that the server checks and records. */
export interface DeletionRequestMethods {
  /** Deletes the holder's account, anonymises their leads, removes their subscription; what it removed. */
  processDeletionRequest: (resource: 'account_deletion_requests', params: { id: string; notes: string }) => Promise<{ data: AccountDeletionOutcome }>;
  /** Closes the request without deleting anything; `notes` is the reason, kept on the request. */
  refuseDeletionRequest: (resource: 'account_deletion_requests', params: { id: string; notes: string }) => Promise<{ data: { id: string } }>;
}

/**
 * `account_deletion_requests`: PostgREST reads (the list, a request, the dashboard's waiting ones)
 * and the closing RPCs, the only writes the table takes from the panel.
 */
export function deletionRequestsDataProvider(db: Db, reads: DataProvider): DataProvider & DeletionRequestMethods {
  return {
    ...reads,
    async processDeletionRequest(_resource, { id, notes }) {
      return { data: await processAccountDeletion(db, id, notes) };
    },
    async refuseDeletionRequest(_resource, { id, notes }) {
      await rejectAccountDeletion(db, id, notes);
      return { data: { id } };
    },
  };
}
