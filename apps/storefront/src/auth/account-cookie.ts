import { userFromSession, type AuthUser } from './auth-state';

/**
 * The cookie that lets the server render a signed-in buyer's own lists (/perfil/favoritos,
 * /perfil/buscas): the session's access token, sent to /perfil only and gone when it expires. The
 * browser keeps the session itself in localStorage, as readable by the page's script as this cookie.
 */
export const ACCOUNT_COOKIE = 'oneboss_account';

interface CookieSession {
  access_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
}

/** The `document.cookie` assignment for a session (null: clear it). */
export function accountCookie(session: CookieSession | null, options: { now: number; secure: boolean }): string {
  const remaining = session?.access_token && session.expires_at ? Math.floor(session.expires_at - options.now / 1000) : 0;
  const attributes = `Path=/perfil; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  if (!session?.access_token || remaining <= 0) return `${ACCOUNT_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${ACCOUNT_COOKIE}=${session.access_token}; Max-Age=${remaining}; ${attributes}`;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * Whom a token names while it is unexpired, or null. Its signature is not checked here: every read
 * made with it is checked by the backend, and the page shows this account only once one succeeded.
 */
export function accountOfToken(token: string, now: number): AuthUser | null {
  try {
    const payload = decodeSegment(token.split('.')[1] ?? '') as { sub?: unknown; exp?: unknown; email?: unknown; user_metadata?: unknown; role?: unknown };
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || payload.exp * 1000 <= now || payload.role !== 'authenticated') return null;
    const metadata = payload.user_metadata && typeof payload.user_metadata === 'object' ? (payload.user_metadata as Record<string, unknown>) : null;
    return userFromSession({ user: { id: payload.sub, email: typeof payload.email === 'string' ? payload.email : null, user_metadata: metadata } });
  } catch {
    return null;
  }
}
