import type { DevMailbox } from '../mail/dev-mailbox.js';
import { authRequestScope } from '../mail/dev-mailbox.js';
import type { Middleware } from './middleware.js';

const MAIL_PATH = /^\/local\/v1\/mail\/?$/;

/**
 * `GET /local/v1/mail?to=<email>`: the development mailbox, newest first, for the secret key
 * only (the links in it sign their recipient in). Auth requests are served with their origin and
 * `redirect_to` in scope, so the mails they send link as GoTrue's do.
 */
export function mailbox(box: DevMailbox, serviceKey: string): Middleware {
  return async (request, context, next) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/auth/v1/')) {
      const scope = { apiOrigin: url.origin, redirectTo: url.searchParams.get('redirect_to') };
      return authRequestScope.run(scope, () => next(request, context));
    }
    if (!MAIL_PATH.test(url.pathname) || request.method === 'OPTIONS') return next(request, context);
    const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (request.headers.get('apikey') !== serviceKey && bearer !== serviceKey) {
      return Response.json({ message: 'The mailbox needs the secret key' }, { status: 403 });
    }
    if (request.method !== 'GET') return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { allow: 'GET' } });
    return Response.json({ messages: box.list(url.searchParams.get('to') ?? undefined) });
  };
}
