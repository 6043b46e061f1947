import { PostgrestError } from '@supabase/postgrest-js';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { DataError, isTransientError, toUserError, type ErrorArea } from './errors';

const pgError = (code: string, message = 'server says no') => new PostgrestError({ message, details: '', hint: '', code });

describe('toUserError (spec §8)', () => {
  const cases: [label: string, error: unknown, area: ErrorArea, expected: string][] = [
    ['PGRST301', pgError('PGRST301', 'JWSError'), 'products', 'Erro de autenticação. Faça login novamente.'],
    ['fetch failure', new TypeError('fetch failed'), 'products', 'Falha na conexão com o servidor. Verifique sua internet.'],
    ['timeout text', { message: 'Request timeout after 10s' }, 'leads', 'Falha na conexão com o servidor. Verifique sua internet.'],
    ['auth code', { code: 'session_not_found', message: 'Session not found' }, 'products', 'Sessão expirada ou inválida. Faça login novamente.'],
    ['code containing auth', { code: 'not_authorized', message: 'x' }, 'products', 'Sessão expirada ou inválida. Faça login novamente.'],
    ['42501', pgError('42501', 'new row violates row-level security policy for table "products"'), 'products', 'Permissão negada.'],
    ['newsletter 23505', pgError('23505'), 'newsletter', 'Este email já está inscrito em nossa newsletter.'],
    ['subcategory 23505', pgError('23505'), 'subcategories', 'Já existe uma subcategoria com esse identificador nesta categoria.'],
    ['attribute 23505', pgError('23505'), 'attributes', 'Este atributo já existe nesta subcategoria.'],
    ['category in use', pgError('23503', 'Não é possível excluir'), 'categories', 'Não é possível remover a categoria: existem produtos vinculados a ela.'],
    ['storage too large', { statusCode: '413', message: 'The object exceeded the maximum allowed size' }, 'images', 'Limite de armazenamento excedido. Remova algumas imagens antigas.'],
    ['storage RLS refusal', { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }, 'images', 'Permissão negada.'],
    ['upload network', new TypeError('Failed to fetch'), 'images', 'Falha ao enviar imagem. O servidor de armazenamento pode estar indisponível.'],
    ['invalid login', new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'auth', 'Falha na autenticação. Verifique seu e-mail e senha.'],
    ['auth network', new AuthRetryableFetchError('Failed to fetch', 0), 'auth', 'Falha na conexão com o servidor. Verifique sua internet.'],
    ['short password', new AuthApiError('Password should be at least 8 characters.', 422, 'weak_password'), 'auth', 'A senha deve ter pelo menos 8 caracteres.'],
    ['weak password', new AuthApiError('Password should contain at least one character of each: abc, 123.', 422, 'weak_password'), 'auth', 'A senha deve misturar letras maiúsculas, minúsculas, números e símbolos.'],
    ['same password', new AuthApiError('New password should be different from the old password.', 422, 'same_password'), 'auth', 'A nova senha deve ser diferente da senha atual.'],
    ['used e-mail link', new AuthApiError('Email link is invalid or has expired', 403, 'otp_expired'), 'auth', 'Este link de redefinição de senha é inválido ou expirou. Solicite um novo e-mail.'],
    ['unconfirmed e-mail', new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'), 'auth', 'Confirme seu e-mail pelo link que enviamos antes de entrar.'],
    ['lead rate limit', pgError('PT429', 'too many'), 'leads', 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.'],
    ['lead e-mail format', pgError('23514', 'new row for relation "leads" violates check constraint "leads_email_format"'), 'leads', 'Informe um e-mail válido.'],
    ['lead phone format', pgError('23514', 'new row for relation "leads" violates check constraint "leads_phone_format"'), 'leads', 'Informe um telefone válido com DDD.'],
    ['lead phone format from @supabase/lite', { code: 'SUP', message: 'error: new row for relation "leads" violates check constraint "leads_phone_format"' }, 'leads', 'Informe um telefone válido com DDD.'],
    ['lead name control characters', pgError('23514', 'new row for relation "leads" violates check constraint "leads_name_printable"'), 'leads', 'O texto contém caracteres inválidos.'],
    ['lead message control characters', pgError('23514', 'new row for relation "leads" violates check constraint "leads_message_printable"'), 'leads', 'O texto contém caracteres inválidos.'],
    ['newsletter e-mail format', pgError('23514', 'new row for relation "newsletter_subscribers" violates check constraint "newsletter_subscribers_email_format"'), 'newsletter', 'Informe um e-mail válido.'],
    ['lead check named elsewhere kept', pgError('23514', 'violates check constraint "leads_email_format"'), 'newsletter', 'violates check constraint "leads_email_format"'],
    ['other check kept', pgError('23514', 'new row for relation "leads" violates check constraint "leads_name_check"'), 'leads', 'new row for relation "leads" violates check constraint "leads_name_check"'],
    ['PT429 elsewhere kept', pgError('PT429', 'too many'), 'newsletter', 'too many'],
    ['plain message kept', pgError('22023', 'valor inválido'), 'products', 'valor inválido'],
    ['products fallback', {}, 'products', 'Erro desconhecido ao buscar produtos.'],
    ['other fallback', null, 'leads', 'Ocorreu um erro. Tente novamente.'],
  ];

  it.each(cases)('%s', (_label, error, area, expected) => {
    const mapped = toUserError(error, area);
    expect(mapped).toBeInstanceOf(DataError);
    expect(mapped.userMessage).toBe(expected);
    expect(mapped.message).toBe(expected);
    expect(mapped.cause).toBe(error);
  });

  it('keeps the server code and a given HTTP status', () => {
    const mapped = toUserError(pgError('XX000', 'boom'), 'products', 503);
    expect(mapped.code).toBe('XX000');
    expect(mapped.status).toBe(503);
  });

  it('returns a DataError unchanged', () => {
    const original = new DataError('mine', 'Minha mensagem');
    expect(toUserError(original, 'products')).toBe(original);
  });
});

describe('isTransientError', () => {
  it.each([
    [new TypeError('fetch failed'), true],
    [new DataError('timeout', 'x'), true],
    [{ message: 'bad gateway', status: 502 }, true],
    [toUserError(pgError('XX000'), 'products', 500), true],
    [pgError('42501'), false],
    [{ message: 'not found', status: 404 }, false],
    [toUserError(pgError('PGRST116'), 'products', 406), false],
  ])('%o -> %s', (error, expected) => {
    expect(isTransientError(error)).toBe(expected);
  });
});
