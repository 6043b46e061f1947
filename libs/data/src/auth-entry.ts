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
export { listMyFavouriteIds, addFavourites, removeFavourite } from './favourites';
export { listMyFavourites } from './catalogue/my-favourites';
export { saveSearch, updateSavedSearch, deleteSavedSearch, getFavouriteAlerts, saveFavouriteAlerts } from './saved-searches';
export { listMySavedSearches, listMySavedSearchHrefs } from './catalogue/my-saved-searches';
export { requestAccountDeletion, confirmAccountDeletion, listMyAccountDeletionRequests, exportMyData } from './account-deletion';
