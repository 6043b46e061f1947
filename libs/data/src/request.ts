import { toUserError, type ErrorArea } from './errors';
import { withTimeout } from './resilience';

interface ServerResponse {
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

/**
 * Runs one PostgREST/RPC request under the 10 s timeout (the signal aborts it) and turns an
 * error answer into a `DataError` for `area`. The clients are untyped (no generated Database
 * type), so the caller names the row shape from rows.ts; `data` is null when the server sent none.
 */
export async function request<T>(area: ErrorArea, build: (signal: AbortSignal) => PromiseLike<ServerResponse>): Promise<Result<T | null>> {
  let response: ServerResponse;
  try {
    response = await withTimeout(build);
  } catch (error) {
    throw toUserError(error, area);
  }
  if (response.error) throw toUserError(response.error, area, response.status);
  return { data: (response.data ?? null) as T | null, count: response.count ?? null, status: response.status };
}

/** `request` for reads and writes that answer with a list of rows. */
export async function requestRows<T>(area: ErrorArea, build: (signal: AbortSignal) => PromiseLike<ServerResponse>): Promise<Result<T[]>> {
  const result = await request<T[]>(area, build);
  return { ...result, data: result.data ?? [] };
}
