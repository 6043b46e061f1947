import { useEffect, useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state';
import { getAuthState, loadAuthRuntime, subscribeToAuth } from './auth-store';
import { hasStoredSession } from './stored-session';

/** The session from the auth store; `starts` says, once mounted, whether to load the auth code. */
function useAuthState(starts: () => boolean): AuthState {
  const state = useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
  useEffect(() => {
    if (starts()) loadAuthRuntime().catch((error: unknown) => console.error('Auth could not start', error));
  }, [starts]);
  return state;
}

const always = () => true;

/**
 * The current session for a screen: 'loading' until the auth code has started, then
 * 'signed-in' or 'signed-out', updated on every session event. Using it loads the auth code.
 */
export function useAuth(): AuthState {
  return useAuthState(always);
}

/**
 * The same for a part every visitor meets (a heart, a contact form): the auth code loads only where
 * this browser holds a session, so a visitor's page stays without it.
 */
export function useStoredSessionAuth(): AuthState {
  return useAuthState(hasStoredSession);
}
