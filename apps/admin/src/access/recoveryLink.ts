/**
 * Whether the page opened from a password-reset link the auth server refused (expired or used):
 * it lands with `#error_description=...`. Read when the module loads, before the HashRouter
 * replaces that fragment with the login route.
 */
export function isRefusedRecoveryLink(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#\/?/, ''));
  return params.has('error_description') || params.get('error') === 'access_denied';
}

export const openedFromRefusedLink = typeof window !== 'undefined' && isRefusedRecoveryLink(window.location.hash);

/**
 * Where a valid password-reset link should go: ra-supabase's set-password page with the tokens
 * in its query, from the bare fragment the link lands with (`#access_token=...&type=recovery`).
 * Null for routes (`#/...`) and anything else.
 */
export function setPasswordLocation(hash: string): string | null {
  if (hash.startsWith('#/')) return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (params.get('type') !== 'recovery' || !accessToken || !refreshToken) return null;
  const query = new URLSearchParams({ access_token: accessToken, refresh_token: refreshToken, type: 'recovery' });
  return `/set-password?${query.toString()}`;
}

/**
 * Sends a page opened from a valid reset link to the set-password page before the router starts.
 * ra-supabase's checkAuth would redirect there too, but with `requireAuth` react-admin 5 ignores
 * that redirect and signs the visitor out to the login page.
 */
export function routeRecoveryLink(): void {
  const target = setPasswordLocation(window.location.hash);
  if (target) window.history.replaceState(null, '', `#${target}`);
}
