import type { Middleware } from './middleware.js';

/**
 * PostgREST's status and SQLSTATE for each error lite answers 500, recognised by its message: the
 * constraint violations PostgreSQL reports, and the values PGlite's driver cannot send for a
 * column's type (an object for a text, a string for a boolean, a number past any date), which
 * PostgreSQL would refuse as invalid input. `message` replaces the driver's, which names no field.
 */
const VIOLATIONS: { pattern: RegExp; status: number; code: string; message?: string }[] = [
  { pattern: /violates check constraint "/, status: 400, code: '23514' },
  { pattern: /violates not-null constraint/, status: 400, code: '23502' },
  { pattern: /violates foreign key constraint "/, status: 409, code: '23503' },
  { pattern: /^Invalid input for \w+ type$/, status: 400, code: '22P02', message: 'Um dos campos recebeu um valor de tipo inválido.' },
  { pattern: /^RangeError: Invalid time value$/, status: 400, code: '22008', message: 'Uma data enviada está fora do intervalo válido.' },
];

interface ErrorBody {
  code?: unknown;
  message?: unknown;
}

/**
 * @supabase/lite answers some constraint violations (a check, a not-null) as HTTP 500 with code
 * "SUP" and the message prefixed by the driver's error class; hosted PostgREST answers 400 or 409
 * with the SQLSTATE. The difference matters beyond the status: clients retry a 500 as a server
 * fault, so a refused form would be sent four times and its message shown seconds late.
 */
export const constraintErrors: Middleware = async (request, context, next) => {
  const response = await next(request, context);
  if (response.status !== 500 || !new URL(request.url).pathname.startsWith('/rest/v1/')) return response;
  const text = await response.text();
  const body = parseBody(text);
  const message = typeof body?.message === 'string' ? body.message.replace(/^(?:error|PostgresError): /i, '') : '';
  const violation = body?.code === 'SUP' ? VIOLATIONS.find(({ pattern }) => pattern.test(message)) : undefined;
  if (!violation) return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, code: violation.code, message: violation.message ?? message }), {
    status: violation.status,
    headers,
  });
};

function parseBody(text: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}
