import { routeError } from './route-error.js';

/** An answer in hosted Storage's error shape, `{statusCode, error, message}`, with `status` as the HTTP status too. */
export function storageError(status: number, error: string, message: string): Response {
  return routeError('/storage/v1/', { status, code: error, message });
}
