import type { ErrorArea } from './common-errors';
import type { DataError } from './data-error';
import { withTimeout } from './resilience';

export interface ServerResponse {
  data: unknown;
  error: unknown;
  status: number;
  count?: number | null;
}

export interface Result<T> {
  data: T;
  count: number | null;
  status: number;
}

export type ErrorMapper = (error: unknown, area: ErrorArea, httpStatus?: number) => DataError;

/**
 * Runs one PostgREST/RPC request under the 10 s timeout (the signal aborts it) and turns an
 * error answer into a `DataError` for `area` through `toError`. The clients are untyped (no
 * generated Database type), so the caller names the row shape from rows.ts; `data` is null when
 * the server sent none.
 */
export async function sendRequest<T>(
  toError: ErrorMapper,
  area: ErrorArea,
  build: (signal: AbortSignal) => PromiseLike<ServerResponse>,
): Promise<Result<T | null>> {
  let response: ServerResponse;
  try {
    response = await withTimeout(build);
  } catch (error) {
    throw toError(error, area);
  }
  if (response.error) throw toError(response.error, area, response.status);
  return { data: (response.data ?? null) as T | null, count: response.count ?? null, status: response.status };
}
