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
