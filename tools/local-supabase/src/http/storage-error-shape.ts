import type { Middleware } from './middleware.js';

export interface StorageErrorBody {
  statusCode: string;
  error: string;
  message: string;
}

interface LiteErrorBody {
  valid?: unknown;
  errors?: { instanceLocation?: string }[];
  error?: unknown;
  message?: unknown;
}

function isStorageErrorBody(body: unknown): body is StorageErrorBody {
  const candidate = body as Partial<StorageErrorBody> | null;
  return (
    typeof candidate?.statusCode === 'string' && typeof candidate.error === 'string' && typeof candidate.message === 'string'
  );
}

/**
 * The hosted Storage form of an error body lite sends in another: its request validator's
 * `{valid: false, errors}`, its signed-URL `{error}` and its `{error: 'server_error', message}`.
 * Undefined when the body already has the hosted form.
 */
export function storageErrorBody(status: number, body: unknown): StorageErrorBody | undefined {
  if (isStorageErrorBody(body)) return undefined;
  const statusCode = String(status);
  const { valid, errors, error, message } = (typeof body === 'object' && body !== null ? body : {}) as LiteErrorBody;
  if (valid === false) {
    const fields = (errors ?? []).map((issue) => issue.instanceLocation?.replace(/^\//, '').replaceAll('/', '.') || 'body');
    return { statusCode, error: 'InvalidRequest', message: `Corpo da requisição inválido: ${[...new Set(fields)].join(', ') || 'body'}.` };
  }
  const fallback = status >= 500 ? 'Erro interno do servidor.' : 'Requisição inválida.';
  return {
    statusCode,
    error: typeof error === 'string' ? error : status >= 500 ? 'server_error' : 'InvalidRequest',
    message: typeof message === 'string' ? message : typeof error === 'string' ? error : fallback,
  };
}

/** Every storage error answers in hosted Storage's `{statusCode, error, message}`, the form storage-js reads. */
export const storageErrorShape: Middleware = async (request, context, next) => {
  const response = await next(request, context);
  if (response.status < 400 || request.method === 'HEAD' || !new URL(request.url).pathname.startsWith('/storage/v1/')) {
    return response;
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const reshaped = storageErrorBody(response.status, body);
  const headers = new Headers(response.headers);
  if (!reshaped) return new Response(text, { status: response.status, statusText: response.statusText, headers });
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(reshaped), { status: response.status, statusText: response.statusText, headers });
};
