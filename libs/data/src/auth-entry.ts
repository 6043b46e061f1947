export { createSupabase, type Db } from './client';
export { DataError, toUserError, MESSAGES, type ErrorArea } from './errors';
export {
  signIn,
  signUp,
  ensureProfileFromMetadata,
  signInWithGoogle,
  signOut,
  onAuthStateChange,
  resetPassword,
  updatePassword,
  isCurrentUserAdmin,
  adminDiagnostics,
  getProfile,
  upsertProfile,
  changeEmail,
  type Credentials,
  type SignUpResult,
} from './auth';
export { listMyFavourites, listMyFavouriteIds, addFavourites, removeFavourite } from './favourites';
export { listMySavedSearches, saveSearch, updateSavedSearch, deleteSavedSearch, getFavouriteAlerts, saveFavouriteAlerts } from './saved-searches';
export { requestAccountDeletion, confirmAccountDeletion, listMyAccountDeletionRequests, exportMyData } from './account-deletion';
