import type { SqlRunner } from '../database.js';
import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';
import { jsonBody } from './json-body.js';

/** Hosted GoTrue's `refresh_token_reuse_interval` default. */
const REFRESH_TOKEN_REUSE_SECONDS = 10;

interface RefreshTokenRow {
  session_id: string | null;
  stale: boolean;
}

async function refreshTokenIn(request: Request): Promise<string | undefined> {
  const body = await jsonBody(request);
  const token = body && typeof body === 'object' ? (body as { refresh_token?: unknown }).refresh_token : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * A refresh token may be presented again only within `reuseSeconds` of its first use (two tabs
 * refreshing at once); later, it was copied, so the whole session is revoked and the request
 * refused, as hosted GoTrue does. @supabase/lite answers every such replay with the session's
 * newest token, however late, which would hand a stolen token a live session.
 */
export function refreshTokenReuse(sql: SqlRunner, reuseSeconds = REFRESH_TOKEN_REUSE_SECONDS): Middleware {
  return async (request, context, next) => {
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.pathname !== '/auth/v1/token' || url.searchParams.get('grant_type') !== 'refresh_token') {
      return next(request, context);
    }
    const token = await refreshTokenIn(request);
    const [row] = token
      ? await sql.query<RefreshTokenRow>(
          `select session_id::text as session_id,
                  revoked and updated_at <= now() - make_interval(secs => $2) as stale
             from auth.refresh_tokens where token = $1`,
          [token, reuseSeconds],
        )
      : [];
    if (!row?.stale) return next(request, context);
    // Its refresh tokens go with the session (on delete cascade).
    if (row.session_id) await sql.query('delete from auth.sessions where id = $1::uuid', [row.session_id]);
    return routeError(url.pathname, { status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
  };
}
