import { describe, expect, it, vi } from 'vitest';
import { DataError } from './errors';
import { withRetry, withTimeout, withUploadRetry } from './resilience';

const never = () => new Promise<never>(() => undefined);

describe('withTimeout', () => {
  it('resolves with the value when in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 50)).resolves.toBe(7);
  });

  it('rejects with the timeout message and aborts the signal when late', async () => {
    let seen: AbortSignal | undefined;
    const pending = withTimeout((signal) => {
      seen = signal;
      return never();
    }, 20);
    await expect(pending).rejects.toMatchObject({ code: 'timeout', userMessage: 'Tempo de conexão esgotado. Verifique sua internet.' });
    expect(seen?.aborted).toBe(true);
  });
});

describe('withRetry', () => {
  const noWait = () => Promise.resolve();

  it('retries transient errors with the 1 s, 2 s, 4 s delays and reports each attempt', async () => {
    const waits: number[] = [];
    const attempts: number[] = [];
    const fn = vi.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockRejectedValueOnce({ status: 503, message: 'x' }).mockResolvedValue('ok');
    const result = await withRetry(fn, { wait: async (ms) => void waits.push(ms), onRetry: (attempt) => attempts.push(attempt) });
    expect(result).toBe('ok');
    expect(waits).toEqual([1000, 2000]);
    expect(attempts).toEqual([1, 2]);
  });

  it('gives up after three retries', async () => {
    const fn = vi.fn().mockRejectedValue(new TypeError('fetch failed'));
    await expect(withRetry(fn, { wait: noWait })).rejects.toThrow('fetch failed');
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('never retries 4xx or RLS refusals', async () => {
    const refusal = new DataError('42501', 'Permissão negada.', { status: 403 });
    const fn = vi.fn().mockRejectedValue(refusal);
    await expect(withRetry(fn, { wait: noWait })).rejects.toBe(refusal);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for real between attempts', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValue(1);
    const started = Date.now();
    await withRetry(fn, { delays: [30] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('withUploadRetry', () => {
  it('retries network failures 3 times, 2 s apart', async () => {
    const waits: number[] = [];
    const fn = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(withUploadRetry(fn, { wait: async (ms) => void waits.push(ms) })).rejects.toThrow();
    expect(waits).toEqual([2000, 2000, 2000]);
  });

  it('does not retry a 5xx that is not a network failure', async () => {
    const fn = vi.fn().mockRejectedValue({ status: 500, message: 'Internal' });
    await expect(withUploadRetry(fn, { wait: () => Promise.resolve() })).rejects.toMatchObject({ status: 500 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
