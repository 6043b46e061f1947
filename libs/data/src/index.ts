export { createSupabase, type Db, type SupabaseConfig } from './client';
export { createCatalogueClient, type CatalogueClientConfig, type CatalogueDb } from './catalogue-client';
export { DataError, toUserError, isNetworkFailure, isTransientError, MESSAGES, type ErrorArea } from './errors';
export { withTimeout, withRetry, withUploadRetry, FETCH_TIMEOUT_MS, RETRY_DELAYS_MS, type RetryOptions } from './resilience';
export * from './mappers';
export type * from './rows';
export * from './catalogue/index';
export * from './auth-entry';
export * from './products-admin';
export * from './images';
export * from './image-urls';
export * from './categories';
export * from './leads';
export {
  listPartners,
  createPartner,
  updatePartner,
  deletePartner,
  movePartner,
  uploadPartnerImage,
  type PartnerInput,
  type PartnerBucket,
} from './partners';
export { objectPathFromPublicUrl, type PublicBucket } from './storage-objects';
export { readDashboard } from './dashboard';
export { processAccountDeletion, rejectAccountDeletion, type AccountDeletionOutcome } from './account-deletion';
