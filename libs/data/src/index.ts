export { createSupabase, type Db } from './client';
export { DataError, toUserError, MESSAGES, type ErrorArea } from './errors';
export { withRetry } from './resilience';
export * from './mappers';
export type * from './rows';
export * from './catalogue/index';
export * from './auth-entry';
export * from './products-admin';
export * from './spec-definitions-admin';
export * from './product-private-address';
export * from './images';
export * from './image-urls';
export * from './categories';
export {
  listPartners,
  createPartner,
  updatePartner,
  deletePartner,
  movePartner,
  uploadPartnerImage,
  type PartnerChanges,
  type PartnerBucket,
} from './partners';
export { readDashboard, readLeadAttribution, type DashboardFigures, type LeadAttribution } from './dashboard';
export { processAccountDeletion, rejectAccountDeletion, type AccountDeletionOutcome } from './account-deletion';
export { importProducts, listExistingProductIds, type ProductImportRow, type ImportProgress } from './products-import';
export { listSellerChoices } from './seller-choices';
export { createSeller, getAdminSeller, updateSeller, uploadSellerLogo, type AdminSeller } from './sellers-admin';
export {
  currentSellerIds,
  listProductRevisions,
  approveProductRevision,
  rejectProductRevision,
  inviteSellerMember,
  listSellerTeam,
  removeSellerMember,
  withdrawSellerInvitation,
  getPanelSeller,
  listPanelSellers,
  setSellerTrusted,
  type PanelSeller,
  type ProductRevision,
  type RevisionStatus,
} from './seller-staff';
