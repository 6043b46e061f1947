import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { uncachedAfterFailedRead } from './server-render';

describe('a page left incomplete by a failed read', () => {
  it('is answered no-store, and a complete page keeps the server’s caching', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.prefetchQuery({ queryKey: ['ok'], queryFn: () => ['produto'] });
    await queryClient.prefetchQuery({ queryKey: ['empty'], queryFn: () => [] });
    expect(uncachedAfterFailedRead(queryClient)).toBeUndefined();
    await queryClient.prefetchQuery({ queryKey: ['down'], queryFn: () => Promise.reject(new Error('Falha na conexão com o servidor.')) });
    expect(uncachedAfterFailedRead(queryClient)).toEqual({ 'Cache-Control': 'no-store' });
  });
});
