/**
 * Whether this browser holds a supabase-js session (its `sb-<ref>-auth-token` key), read without
 * loading the auth code: public pages load it only for visitors who are signed in.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | null = typeof window === 'undefined' ? null : window.localStorage): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith('sb-') && key.endsWith('-auth-token')) return true;
  }
  return false;
}

/**
 * The stored session's access token while it is valid (a minute to spare), read without loading the
 * auth code: a keep-alive request made as the page is left cannot wait for auth-js to start.
 */
export function storedAccessToken(storage: Pick<Storage, 'length' | 'key' | 'getItem'> | null = typeof window === 'undefined' ? null : window.localStorage, now = Date.now()): string | null {
  if (!storage) return null;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith('sb-') || !key.endsWith('-auth-token')) continue;
    try {
      const session = JSON.parse(storage.getItem(key) ?? 'null') as { access_token?: unknown; expires_at?: unknown } | null;
      if (typeof session?.access_token === 'string' && typeof session.expires_at === 'number' && session.expires_at * 1000 > now + 60_000) {
        return session.access_token;
      }
    } catch {
      return null;
    }
  }
  return null;
}
