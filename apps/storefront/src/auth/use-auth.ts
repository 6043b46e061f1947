import { useEffect, useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state';
import { getAuthState, loadAuthRuntime, subscribeToAuth } from './auth-store';
import { hasStoredSession } from './stored-session';

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

/**
 * The same for a part every visitor meets (a heart, a contact form): the auth code loads only where
 * this browser holds a session, so a visitor's page stays without it.
 */
export function useStoredSessionAuth(): AuthState {
  const state = useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
  useEffect(() => {
    if (hasStoredSession()) loadAuthRuntime().catch((error: unknown) => console.error('Auth could not start', error));
  }, []);
  return state;
}
