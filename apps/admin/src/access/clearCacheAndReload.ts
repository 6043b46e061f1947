/**
 * 'Limpar cache e recarregar': drops what the browser kept for this origin (stored panel
 * state, Cache Storage) but not the Supabase session, so a freshly granted admin is
 * re-checked on reload without signing in again.
 */
export async function clearCacheAndReload(storage: Storage = window.localStorage): Promise<void> {
  for (const key of Object.keys(storage)) {
    if (!isSessionKey(key)) storage.removeItem(key);
  }
  window.sessionStorage.clear();
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  window.location.reload();
}

/** supabase-js keeps the session under `sb-{project}-auth-token`. */
export function isSessionKey(key: string): boolean {
  return /^sb-.+-auth-token$/.test(key);
}
