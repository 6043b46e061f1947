import { safeRedirectPath } from '@oneboss/domain';

export type LoginMode = 'login' | 'signup';

export interface LoginSearch {
  mode?: LoginMode;
  redirect_to?: string;
}

/**
 * /login's query: `mode=signup` opens sign-up, `redirect_to` is where to go afterwards. Unknown
 * modes fall back to login, and a destination that is not a same-origin path is dropped.
 */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const parsed: LoginSearch = {};
  if (search.mode === 'signup' || search.mode === 'login') parsed.mode = search.mode;
  if (typeof search.redirect_to === 'string') {
    const target = safeRedirectPath(search.redirect_to);
    if (target !== '/') parsed.redirect_to = target;
  }
  return parsed;
}

/** Where to land after signing in. Never back on /login itself, which would loop. */
export function loginTarget(search: LoginSearch): string {
  const target = search.redirect_to ?? '/';
  return target === '/login' || target.startsWith('/login?') ? '/' : target;
}
