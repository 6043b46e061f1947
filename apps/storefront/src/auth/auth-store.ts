import { INITIAL_AUTH_STATE, nextAuthState, type AuthState } from './auth-state';
import type { AuthRuntime } from './auth-runtime';
import { accountCookie } from './account-cookie';

/**
 * The session as an external store shared by every screen that asks for it. Nothing here
 * imports supabase-js: the runtime arrives through `import()` on the first screen that needs it.
 */
let state: AuthState = INITIAL_AUTH_STATE;
const listeners = new Set<() => void>();
let runtime: Promise<AuthRuntime> | null = null;
/** The user whose admin check is under way, so a burst of session events asks only once. */
let adminCheckFor: string | null = null;

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

/**
 * Asks the server whether this user is an admin (once the user is known). Deferred:
 * auth-js holds a lock during its own callbacks, and an RPC awaited inside one would wait on it.
 */
function checkAdmin(runtime: AuthRuntime, userId: string) {
  if (adminCheckFor === userId) return;
  adminCheckFor = userId;
  window.setTimeout(() => {
    void runtime.isAdmin().then((isAdmin) => {
      adminCheckFor = null;
      if (state.user?.id === userId) setState({ ...state, isAdmin });
    });
  }, 0);
}

/** Loads the auth code once and starts following the session; later calls share the same runtime. */
export function loadAuthRuntime(): Promise<AuthRuntime> {
  runtime ??= import('./auth-runtime')
    .then(({ createAuthRuntime }) => {
      const created = createAuthRuntime();
      created.onSessionChange((event, session) => {
        document.cookie = accountCookie(session, { now: Date.now(), secure: window.location.protocol === 'https:' });
        setState(nextAuthState(state, event, session));
        if (state.user && state.isAdmin === null) checkAdmin(created, state.user.id);
      });
      return created;
    })
    .catch((error: unknown) => {
      // A failed chunk download (offline, new deploy) must not leave screens loading forever.
      runtime = null;
      setState({ status: 'signed-out', user: null, isAdmin: false, lastEvent: 'LOAD_FAILED' });
      throw error;
    });
  return runtime;
}
