import { safeRedirectPath } from '@oneboss/domain';

type LoginMode = 'login' | 'signup';

export interface LoginSearch {
  mode?: LoginMode;
  redirect_to?: string;
}

/**
 * /login's query: `mode=signup` opens sign-up, `redirect_to` is where to go afterwards. Unknown
 * modes fall back to login, and a destination that is not a same-origin path is dropped.
 * Both keys are always present: TanStack Router merges the raw query of the root route under a
 * route's validated search, so a key left out would come back unvalidated.
 */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const mode = search.mode === 'signup' || search.mode === 'login' ? search.mode : undefined;
  const target = typeof search.redirect_to === 'string' ? safeRedirectPath(search.redirect_to) : '/';
  return { mode, redirect_to: target === '/' ? undefined : target };
}

/** Where to land after signing in: a same-origin path, never /login itself, which would loop. */
export function loginTarget(search: LoginSearch): string {
  const target = safeRedirectPath(search.redirect_to);
  return target === '/login' || target.startsWith('/login?') ? '/' : target;
}
