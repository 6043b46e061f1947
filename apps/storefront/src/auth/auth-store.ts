import { INITIAL_AUTH_STATE, nextAuthState, type AuthState } from './auth-state';
import type { AuthRuntime } from './auth-runtime';

/**
 * The session as an external store shared by every screen that asks for it. Nothing here
 * imports supabase-js: the runtime arrives through `import()` on the first screen that needs it.
 */
let state: AuthState = INITIAL_AUTH_STATE;
const listeners = new Set<() => void>();
let runtime: Promise<AuthRuntime> | null = null;

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthState(): AuthState {
  return state;
}

/** Loads the auth code once and starts following the session; later calls share the same runtime. */
export function loadAuthRuntime(): Promise<AuthRuntime> {
  runtime ??= import('./auth-runtime')
    .then(({ createAuthRuntime }) => {
      const created = createAuthRuntime();
      created.onSessionChange((event, session) => setState(nextAuthState(event, session)));
      return created;
    })
    .catch((error: unknown) => {
      // A failed chunk download (offline, new deploy) must not leave screens loading forever.
      runtime = null;
      setState({ status: 'signed-out', user: null, lastEvent: 'LOAD_FAILED' });
      throw error;
    });
  return runtime;
}
