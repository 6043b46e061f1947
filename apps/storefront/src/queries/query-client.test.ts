import { DataError } from '@oneboss/data/catalogue';
import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelayMs, shouldRetry, shouldRetryOnServer } from './query-client';
import { asServerReadError } from './server-read-error';

describe('query client defaults', () => {
  it('waits 1 s, 2 s and 4 s between retries', () => {
    expect([0, 1, 2].map(retryDelayMs)).toEqual([1000, 2000, 4000]);
  });

  it('retries a network failure at most three times', () => {
    const offline = new TypeError('Failed to fetch');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, offline))).toEqual([true, true, true, false]);
  });

  it('does not retry what the server refused', () => {
    expect(shouldRetry(0, new DataError('42501', 'Permissão negada.', { status: 403 }))).toBe(false);
  });

  it('asks a server read again once after a failed connection or a 5xx, and never after it ran out of time', () => {
    const unreachable = asServerReadError(new DataError('network', 'Falha na conexão com o servidor. Verifique sua internet.'));
    const overloaded = new DataError('PGRST000', 'Erro ao carregar produtos', { status: 503 });
    const timedOut = asServerReadError(new DataError('timeout', 'Tempo de conexão esgotado. Verifique sua internet.'));
    expect([0, 1].map((count) => shouldRetryOnServer(count, unreachable))).toEqual([true, false]);
    expect([0, 1].map((count) => shouldRetryOnServer(count, overloaded))).toEqual([true, false]);
    expect(shouldRetryOnServer(0, timedOut)).toBe(false);
    expect(shouldRetryOnServer(0, new DataError('42501', 'Permissão negada.', { status: 403 }))).toBe(false);
    // The browser keeps its three tries for a read that ran out of time.
    expect(shouldRetry(0, new DataError('timeout', 'Tempo de conexão esgotado. Verifique sua internet.'))).toBe(true);
  });

  it('renders on the server with one read of what ran out of time, and two of what could not connect', async () => {
    // These tests run without a document, as a server render does.
    const client = createQueryClient();
    const reads = { timedOut: 0, unreachable: 0 };
    await expect(
      client.fetchQuery({
        queryKey: ['slow-backend'],
        queryFn: () => {
          reads.timedOut += 1;
          return Promise.reject(asServerReadError(new DataError('timeout', 'Tempo de conexão esgotado. Verifique sua internet.')));
        },
      }),
    ).rejects.toMatchObject({ code: 'backend-timeout', status: 503 });
    await expect(
      client.fetchQuery({
        queryKey: ['backend-down'],
        queryFn: () => {
          reads.unreachable += 1;
          return Promise.reject(asServerReadError(new TypeError('fetch failed')));
        },
      }),
    ).rejects.toMatchObject({ code: 'backend-unavailable', status: 503 });
    expect(reads).toEqual({ timedOut: 1, unreachable: 2 });
  });

  it('does not refetch when the window regains focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  it('really waits before retrying a failing query', async () => {
    const client = createQueryClient();
    let calls = 0;
    const started = Date.now();
    await expect(
      client.fetchQuery({
        queryKey: ['always-offline'],
        retry: (count, error) => count < 1 && shouldRetry(count, error),
        queryFn: () => {
          calls += 1;
          throw new TypeError('Failed to fetch');
        },
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
