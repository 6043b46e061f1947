import { mapError, type ErrorArea } from '../common-errors';
import { sendRequest, type Result, type ServerResponse } from '../send-request';

/**
 * `request` for the catalogue's reads: a read meets only the common errors (transport, session,
 * permission), so the public pages do not carry every area's texts and rules.
 */
export function request<T>(area: ErrorArea, build: (signal: AbortSignal) => PromiseLike<ServerResponse>): Promise<Result<T | null>> {
  return sendRequest<T>(mapError, area, build);
}

/** `request` for reads that answer with a list of rows. */
export async function requestRows<T>(area: ErrorArea, build: (signal: AbortSignal) => PromiseLike<ServerResponse>): Promise<Result<T[]>> {
  const result = await request<T[]>(area, build);
  return { ...result, data: result.data ?? [] };
}
