import { PostgrestError } from '@supabase/postgrest-js';
import { describe, expect, it } from 'vitest';
import { mapError } from './common-errors';
import { toUserError } from './errors';

const pgError = (code: string, message = 'server says no') => new PostgrestError({ message, details: '', hint: '', code });

describe('mapError (the catalogue reads)', () => {
  const readFailures: [label: string, error: unknown, status?: number][] = [
    ['expired JWT', pgError('PGRST301', 'JWSError')],
    ['no answer', new TypeError('Failed to fetch')],
    ['aborted', { name: 'AbortError', message: 'The operation was aborted' }],
    ['session gone', { code: 'session_not_found', message: 'Session not found' }],
    ['RLS refusal', pgError('42501', 'permission denied for table products'), 403],
    ['server error', pgError('XX000', 'boom'), 500],
    ['empty error', {}],
  ];

  it.each(readFailures)('words a read failure (%s) exactly as toUserError does', (_label, error, status) => {
    for (const area of ['products', 'categories', 'partners'] as const) {
      const read = mapError(error, area, status);
      const full = toUserError(error, area, status);
      expect([read.code, read.userMessage, read.status]).toEqual([full.code, full.userMessage, full.status]);
    }
  });

  it('falls back to the products text only for products', () => {
    expect(mapError({}, 'products').userMessage).toBe('Erro desconhecido ao buscar produtos.');
    expect(mapError({}, 'partners').userMessage).toBe('Ocorreu um erro. Tente novamente.');
  });

  it('never shows a server message in English, only the project\'s own pt-BR refusals', () => {
    expect(mapError(pgError('42P01', 'relation "public.nope" does not exist'), 'partners').userMessage).toBe('Ocorreu um erro. Tente novamente.');
    expect(mapError(pgError('PT400', 'Produto não encontrado.'), 'leads').userMessage).toBe('Produto não encontrado.');
    expect(mapError({ message: 'Too Many Requests', status: 429 }, 'products').userMessage).toBe(
      'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.',
    );
  });

  it('applies no area rule of its own', () => {
    expect(mapError(pgError('23505', 'duplicate key'), 'categories').userMessage).toBe('Ocorreu um erro. Tente novamente.');
    expect(toUserError(pgError('23505', 'duplicate key'), 'categories').userMessage).toBe('Já existe uma categoria com esse identificador.');
  });
});
