/** An error whose `userMessage` can be shown as is; `code` is the server's code or one of ours. */
export class DataError extends Error {
  readonly code: string;
  readonly userMessage: string;
  readonly status: number | undefined;

  constructor(code: string, userMessage: string, options: { cause?: unknown; status?: number } = {}) {
    super(userMessage, { cause: options.cause });
    this.name = 'DataError';
    this.code = code;
    this.userMessage = userMessage;
    this.status = options.status;
  }
}

/** What any error of supabase-js, postgrest-js, auth-js, storage-js or fetch tells about itself. */
export interface ErrorShape {
  code: string;
  message: string;
  status: number | undefined;
  name: string;
}

export function shapeOf(error: unknown): ErrorShape {
  if (typeof error === 'string') return { code: '', message: error, status: undefined, name: '' };
  if (error === null || typeof error !== 'object') return { code: '', message: '', status: undefined, name: '' };
  const record = error as Record<string, unknown>;
  const status = [record.status, record.statusCode].map(Number).find((value) => Number.isInteger(value) && value > 0);
  // Storage errors also carry an `error` name ("Unauthorized"); only `code` is a machine code.
  const code = record.code;
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : '',
    message: typeof record.message === 'string' ? record.message : '',
    status,
    name: typeof record.name === 'string' ? record.name : '',
  };
}

/** True for failures of the transport itself: no answer, aborted or timed-out requests. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DataError) return error.code === 'network' || error.code === 'timeout';
  const { message, name, status } = shapeOf(error);
  if (name === 'AuthRetryableFetchError' || name === 'StorageUnknownError' || name === 'AbortError') return true;
  if (status === 0) return true;
  return /timeout|timed out|fetch|network|ECONNREFUSED|ECONNRESET|socket hang up|aborted/i.test(message);
}

/** True for errors worth retrying: network, timeout, or a 5xx answer. Never 4xx or RLS refusals. */
export function isTransientError(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  const { status } = shapeOf(error);
  return status !== undefined && status >= 500;
}
