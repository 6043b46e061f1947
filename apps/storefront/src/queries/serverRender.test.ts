import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readsComplete, uncachedUnlessComplete } from './serverRender';

describe('a page left incomplete by a failed read', () => {
  it('is told apart from a complete one by its queries, as its loader saw them', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.prefetchQuery({ queryKey: ['ok'], queryFn: () => ['produto'] });
    await queryClient.prefetchQuery({ queryKey: ['empty'], queryFn: () => [] });
    await queryClient.prefetchQuery({ queryKey: ['down'], queryFn: () => Promise.reject(new Error('Falha na conexão com o servidor.')) });
    expect(readsComplete(queryClient, [['ok'], ['empty']])).toBe(true);
    expect(readsComplete(queryClient, [['ok'], ['down']])).toBe(false);
  });

  it('is answered no-store, and a complete page keeps the server’s caching', () => {
    expect(uncachedUnlessComplete({ loaderData: { complete: false } })).toEqual({ 'Cache-Control': 'no-store' });
    expect(uncachedUnlessComplete({ loaderData: { complete: true } })).toBeUndefined();
    expect(uncachedUnlessComplete({})).toBeUndefined();
  });
});
