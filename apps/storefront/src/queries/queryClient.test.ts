import { describe, expect, it } from 'vitest';
import { MAX_RETRIES, createQueryClient, retryDelayMs } from './queryClient';

describe('query client defaults', () => {
  it('retries three times, waiting 1 s, 2 s and 4 s', () => {
    expect([0, 1, 2].map(retryDelayMs)).toEqual([1000, 2000, 4000]);
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(MAX_RETRIES);
    expect(MAX_RETRIES).toBe(3);
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
        queryKey: ['always-fails'],
        retry: 1,
        queryFn: () => {
          calls += 1;
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
