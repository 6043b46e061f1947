import { DataError } from '@oneboss/data/catalogue';
import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelayMs, shouldRetry } from './query-client';

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
