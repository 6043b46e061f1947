import { toUserError, type ErrorArea } from './errors';
import { sendRequest, type Result, type ServerResponse } from './send-request';

export type { Result } from './send-request';

/** One request whose errors get every area's pt-BR wording (writes: duplicates, refusals, quotas). */
export function request<T>(area: ErrorArea, build: (signal: AbortSignal) => PromiseLike<ServerResponse>): Promise<Result<T | null>> {
  return sendRequest<T>(toUserError, area, build);
}

/** `request` for reads and writes that answer with a list of rows. */
export async function requestRows<T>(area: ErrorArea, build: (signal: AbortSignal) => PromiseLike<ServerResponse>): Promise<Result<T[]>> {
  const result = await request<T[]>(area, build);
  return { ...result, data: result.data ?? [] };
}
