/**
 * The storefront's view of the session, kept free of supabase-js types so that the code
 * that only reads it (header, profile menu) never pulls auth-js into a bundle.
 */
type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

/** The auth client's session events, plus our own 'LOAD_FAILED' when the auth code cannot start. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'
  | 'LOAD_FAILED';

export interface AuthUser {
  id: string;
  email: string | null;
  fullName: string | null;
  avatarUrl: string | null;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The server's admin check for this user; null until it has answered. */
  isAdmin: boolean | null;
  /** The last session event seen, so screens can react to e.g. a password recovery link. */
  lastEvent: AuthEvent | null;
}

export const INITIAL_AUTH_STATE: AuthState = { status: 'loading', user: null, isAdmin: null, lastEvent: null };

/** The parts of a supabase-js session this app reads. */
export interface SessionLike {
  access_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  user: {
    id: string;
    email?: string | null;
    user_metadata?: Record<string, unknown> | null;
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function userFromSession(session: SessionLike): AuthUser {
  const meta = session.user.user_metadata ?? {};
  return {
    id: session.user.id,
    email: text(session.user.email),
    fullName: text(meta.full_name) ?? text(meta.name),
    avatarUrl: text(meta.avatar_url) ?? text(meta.picture),
  };
}

/**
 * The next state after a session event: a session means signed in, whatever the event. The admin
 * answer survives token refreshes of the same user and is forgotten when the user changes.
 */
export function nextAuthState(previous: AuthState, event: AuthEvent, session: SessionLike | null): AuthState {
  if (!session) return { status: 'signed-out', user: null, isAdmin: false, lastEvent: event };
  const user = userFromSession(session);
  const isAdmin = previous.user?.id === user.id ? previous.isAdmin : null;
  return { status: 'signed-in', user, isAdmin, lastEvent: event };
}
