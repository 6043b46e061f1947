import {
  addFavourites,
  changeEmail,
  confirmAccountDeletion,
  createSupabase,
  deleteSavedSearch,
  exportMyData,
  listMyAccountDeletionRequests,
  requestAccountDeletion,
  ensureProfileFromMetadata,
  getFavouriteAlerts,
  getProfile,
  isCurrentUserAdmin,
  listMyFavouriteIds,
  listMyFavourites,
  listMySavedSearches,
  listMySavedSearchHrefs,
  onAuthStateChange,
  removeFavourite,
  resetPassword,
  saveFavouriteAlerts,
  saveSearch,
  signIn,
  signInWithGoogle,
  signOut,
  signUp,
  updatePassword,
  updateSavedSearch,
  upsertProfile,
  type Credentials,
  type SignUpResult,
} from '@oneboss/data/auth';
import type {
  AccountDeletionRequest,
  AccountDeletionStatus,
  AlertFrequency,
  FavouriteAlertPreferences,
  FavouriteListing,
  NewSavedSearch,
  Profile,
  SavedSearch,
  SignUpInput,
} from '@oneboss/domain';
import { env } from '../env';
import type { AuthEvent, SessionLike } from './auth-state';

/**
 * Everything that needs the full supabase-js client (auth-js included). Only ever loaded through
 * `import()` from auth-store.ts, so the public pages' bundle stays without it.
 */
export interface AuthRuntime {
  signIn(credentials: Credentials): Promise<void>;
  signUp(input: SignUpInput, emailRedirectTo: string): Promise<SignUpResult>;
  signInWithGoogle(redirectTo: string): Promise<void>;
  signOut(): Promise<void>;
  resetPassword(email: string, redirectTo: string): Promise<void>;
  /** The signed-in user's new password, as a password-reset link leaves them. */
  updatePassword(password: string): Promise<void>;
  getProfile(userId: string): Promise<Profile | null>;
  saveProfile(profile: Profile): Promise<Profile>;
  /** Mails a confirmation link to `email`; the account moves to it once the link is followed. */
  changeEmail(email: string, redirectTo: string): Promise<void>;
  favourites(): Promise<FavouriteListing[]>;
  favouriteIds(): Promise<string[]>;
  /** Answers how many were new (hidden listings and ones already there are skipped). */
  addFavourites(productIds: readonly string[]): Promise<number>;
  removeFavourite(productId: string): Promise<void>;
  savedSearches(): Promise<SavedSearch[]>;
  /** The shop addresses of the buyer's saved searches. */
  savedSearchHrefs(): Promise<string[]>;
  /** Answers the new search's id. */
  saveSearch(search: NewSavedSearch): Promise<string>;
  updateSavedSearch(id: string, changes: { name?: string; frequency?: AlertFrequency }): Promise<void>;
  deleteSavedSearch(id: string): Promise<void>;
  favouriteAlerts(): Promise<FavouriteAlertPreferences>;
  saveFavouriteAlerts(userId: string, preferences: FavouriteAlertPreferences): Promise<void>;
  /** The server-side admin check (false when it fails: the failure is only logged). */
  isAdmin(): Promise<boolean>;
  /** Asks for the deletion of the account of `email`; the server mails the confirmation link. */
  requestAccountDeletion(email: string): Promise<void>;
  confirmAccountDeletion(token: string): Promise<AccountDeletionStatus>;
  /** The signed-in user's deletion requests, newest first. */
  accountDeletionRequests(): Promise<AccountDeletionRequest[]>;
  /** The signed-in user's data, as the JSON file they download. */
  exportMyData(): Promise<Record<string, unknown>>;
  onSessionChange(listener: (event: AuthEvent, session: SessionLike | null) => void): () => void;
}

export function createAuthRuntime(): AuthRuntime {
  const db = createSupabase({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey });

  return {
    signIn: async (credentials) => {
      await signIn(db, credentials);
    },
    signUp: (input, emailRedirectTo) => signUp(db, input, { emailRedirectTo }),
    signInWithGoogle: async (redirectTo) => {
      await signInWithGoogle(db, { redirectTo });
    },
    signOut: () => signOut(db),
    resetPassword: (email, redirectTo) => resetPassword(db, email, redirectTo),
    updatePassword: (password) => updatePassword(db, password),
    getProfile: (userId) => getProfile(db, userId),
    saveProfile: (profile) => upsertProfile(db, profile),
    changeEmail: (email, redirectTo) => changeEmail(db, email, redirectTo),
    favourites: () => listMyFavourites(db),
    favouriteIds: () => listMyFavouriteIds(db),
    addFavourites: (productIds) => addFavourites(db, productIds),
    removeFavourite: (productId) => removeFavourite(db, productId),
    savedSearches: () => listMySavedSearches(db),
    savedSearchHrefs: () => listMySavedSearchHrefs(db),
    saveSearch: (search) => saveSearch(db, search),
    updateSavedSearch: (id, changes) => updateSavedSearch(db, id, changes),
    deleteSavedSearch: (id) => deleteSavedSearch(db, id),
    favouriteAlerts: () => getFavouriteAlerts(db),
    saveFavouriteAlerts: (userId, preferences) => saveFavouriteAlerts(db, userId, preferences),
    isAdmin: () => isCurrentUserAdmin(db),
    requestAccountDeletion: (email) => requestAccountDeletion(db, email),
    confirmAccountDeletion: (token) => confirmAccountDeletion(db, token),
    accountDeletionRequests: () => listMyAccountDeletionRequests(db),
    exportMyData: () => exportMyData(db),
    onSessionChange: (listener) =>
      onAuthStateChange(db, (event, session) => {
        listener(event, session);
        if (event === 'SIGNED_IN' && session) {
          // Accounts confirmed by e-mail, or created through Google, get their profiles row on
          // first sign-in. Deferred: auth-js deadlocks if its own callback awaits another call.
          window.setTimeout(() => {
            ensureProfileFromMetadata(db, session.user).catch((error) => console.error('Profile could not be created', error));
          }, 0);
        }
      }),
  };
}
