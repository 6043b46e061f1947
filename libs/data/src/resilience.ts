import { FETCH_TIMEOUT_MS, RETRY_DELAYS_MS, UPLOAD_RETRIES, UPLOAD_RETRY_DELAY_MS } from '@oneboss/domain';
import { COMMON_MESSAGES } from './common-errors';
import { DataError, isNetworkFailure, isTransientError } from './data-error';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Rejects with the timeout message (COMMON_MESSAGES.timeout) when `work` takes longer than `ms`.
 * Given a function, it receives an AbortSignal so the request itself is cancelled too
 * (PostgREST builders take it through `.abortSignal(signal)`).
 */
export function withTimeout<T>(work: PromiseLike<T> | ((signal: AbortSignal) => PromiseLike<T>), ms: number = FETCH_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const pending = typeof work === 'function' ? work(controller.signal) : work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DataError('timeout', COMMON_MESSAGES.timeout));
    }, ms);
  });
  return Promise.race([Promise.resolve(pending), timeout]).finally(() => clearTimeout(timer));
}

export interface RetryOptions {
  /** Waits before each retry; its length is the number of retries. */
  delays?: readonly number[];
  shouldRetry?: (error: unknown) => boolean;
  /** Called before each retry with its number, from 1 (for 'Tentativa N de 3...'). */
  onRetry?: (attempt: number, error: unknown) => void;
  wait?: (ms: number) => Promise<void>;
}

/** Runs `fn` again after each delay while the error is transient (network, timeout, 5xx). */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { delays = RETRY_DELAYS_MS, shouldRetry = isTransientError, onRetry, wait = sleep } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= delays.length || !shouldRetry(error)) throw error;
      onRetry?.(attempt + 1, error);
      await wait(delays[attempt]);
    }
  }
}

/** An upload is retried up to 3 times, 2 s apart, on network, timeout or fetch errors only. */
export function withUploadRetry<T>(fn: () => Promise<T>, options: Pick<RetryOptions, 'onRetry' | 'wait'> = {}): Promise<T> {
  return withRetry(fn, {
    delays: Array.from({ length: UPLOAD_RETRIES }, () => UPLOAD_RETRY_DELAY_MS),
    shouldRetry: isNetworkFailure,
    ...options,
  });
}
