export { createSupabase, type Db, type SupabaseConfig } from './client';
export { DataError, toUserError, MESSAGES, type ErrorArea } from './errors';
export {
  signIn,
  signUp,
  ensureProfileFromMetadata,
  signInWithGoogle,
  signOut,
  getSession,
  onAuthStateChange,
  resetPassword,
  updatePassword,
  isCurrentUserAdmin,
  getCurrentUserEmail,
  adminDiagnostics,
  getProfile,
  upsertProfile,
  type Credentials,
  type SignUpInput,
  type SignUpResult,
  type AdminDiagnostics,
} from './auth';
export { requestAccountDeletion, confirmAccountDeletion, listMyAccountDeletionRequests, exportMyData } from './account-deletion';
