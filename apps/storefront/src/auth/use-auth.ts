import { useEffect, useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state';
import { getAuthState, loadAuthRuntime, subscribeToAuth } from './auth-store';

/**
 * The current session for a screen: 'loading' until the auth code has started, then
 * 'signed-in' or 'signed-out', updated on every session event. Using it loads the auth code.
 */
export function useAuth(): AuthState {
  const state = useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
  useEffect(() => {
    loadAuthRuntime().catch((error: unknown) => console.error('Auth could not start', error));
  }, []);
  return state;
}
