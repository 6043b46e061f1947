import { DataError } from '@oneboss/data/catalogue';
import { describe, expect, it } from 'vitest';
import { unlessBackendUnavailable } from './backend-read-response';

describe('unlessBackendUnavailable', () => {
  it('passes the route\'s own answer through, a 404 included', async () => {
    const answer = await unlessBackendUnavailable(async () => new Response('Sitemap não encontrado.', { status: 404 }));
    expect(answer.status).toBe(404);
    await expect(answer.text()).resolves.toBe('Sitemap não encontrado.');
  });

  it.each([
    ['a read the backend refused', new DataError('backend-unavailable', 'O catálogo está indisponível no momento.', { status: 503 })],
    ['a request that never got an answer', new TypeError('fetch failed')],
  ])('answers %s with 503, Retry-After and the reason in pt-BR, never kept', async (_, error) => {
    const answer = await unlessBackendUnavailable(() => Promise.reject(error));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('30');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    await expect(answer.text()).resolves.toBe('O catálogo está indisponível no momento. Tente novamente em instantes.');
  });

  it('leaves a fault of the route itself to fail as one', async () => {
    await expect(unlessBackendUnavailable(() => Promise.reject(new RangeError('índice fora do intervalo')))).rejects.toThrow(RangeError);
  });
});
