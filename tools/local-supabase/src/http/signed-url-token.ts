import { jwtVerify } from 'jose';
import type { Middleware } from './middleware.js';
import { storageError } from './storage-error.js';

// Downloads through a signed URL (GET, HEAD) and uploads through a signed upload URL (PUT).
function isSignedRoute(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD') return /^\/storage\/v1\/object\/sign\/[^/]+\/./.test(pathname);
  return method === 'PUT' && /^\/storage\/v1\/object\/upload\/sign\/[^/]+\/./.test(pathname);
}

/**
 * Lite answers a signed URL whose token is missing its signature, forged or expired with a
 * 500 (its verification throws): check the token here, with the same secret, and refuse a bad
 * one with hosted Storage's 400 `InvalidJWT`. Lite still checks that the token names this
 * object and this use.
 */
export function signedUrlToken(jwtSecret: string): Middleware {
  const key = new TextEncoder().encode(jwtSecret);
  return async (request, context, next) => {
    const url = new URL(request.url);
    if (!isSignedRoute(request.method, url.pathname)) return next(request, context);
    const token = url.searchParams.get('token');
    if (!token) return storageError(400, 'InvalidRequest', 'O link assinado não traz o token.');
    try {
      await jwtVerify(token, key, { algorithms: ['HS256'] });
    } catch {
      return storageError(400, 'InvalidJWT', 'Link assinado inválido ou expirado.');
    }
    return next(request, context);
  };
}
