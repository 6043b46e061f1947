import { PostgrestError } from '@supabase/postgrest-js';
import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { DataError, isTransientError, toUserError, type ErrorArea } from './errors';

const pgError = (code: string, message = 'server says no') => new PostgrestError({ message, details: '', hint: '', code });

describe('toUserError: every failure becomes one pt-BR sentence for the screen', () => {
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
    ['city of another UF', pgError('23503', 'insert or update on table "products" violates foreign key constraint "products_city_in_uf"'), 'products', 'A cidade escolhida não fica na UF informada. Escolha a cidade novamente.'],
    ['own spec refusal', pgError('PT400', 'Comprimento deve estar entre 10 e 300 pés.'), 'products', 'Comprimento deve estar entre 10 e 300 pés.'],
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
    ['lead check met in another area', pgError('23514', 'violates check constraint "leads_email_format"'), 'newsletter', 'Informe um e-mail válido.'],
    ['lead name length', pgError('23514', 'new row for relation "leads" violates check constraint "leads_name_check"'), 'leads', 'Informe seu nome, com no máximo 200 caracteres.'],
    ['lead message over the limit', pgError('23514', 'new row for relation "leads" violates check constraint "leads_message_check"'), 'leads', 'A mensagem pode ter no máximo 5000 caracteres.'],
    ['product check', pgError('23514', 'new row for relation "products" violates check constraint "products_price_on_request_without_prices"'), 'products', 'Um produto sob consulta não pode ter preço nem preço promocional.'],
    ['unknown check', pgError('23514', 'new row for relation "x" violates check constraint "x_future_check"'), 'products', 'Algum campo tem um valor inválido. Revise e tente novamente.'],
    ['not-null column', pgError('23502', 'null value in column "name" of relation "products" violates not-null constraint'), 'products', 'Preencha os campos obrigatórios.'],
    ['malformed uuid', pgError('22P02', 'invalid input syntax for type uuid: "x"'), 'leads', 'Algum campo tem um valor inválido. Revise e tente novamente.'],
    ['duplicate without its own text', pgError('23505', 'duplicate key value violates unique constraint "partners_pkey"'), 'partners', 'Este registro já existe.'],
    ['own pt-BR refusal kept', pgError('PT400', 'Produto não encontrado.'), 'leads', 'Produto não encontrado.'],
    ['PT429 elsewhere kept', pgError('PT429', 'Muitos envios.'), 'newsletter', 'Muitos envios.'],
    ['English server message never shown', pgError('22023', 'invalid page: offset -1, limit 12'), 'products', 'Erro desconhecido ao buscar produtos.'],
    ['English raise never shown', pgError('P0001', 'product_facet_counts out of step with product_search'), 'leads', 'Ocorreu um erro. Tente novamente.'],
    ['plain Error never shown', new Error('Cannot read properties of undefined'), 'partners', 'Ocorreu um erro. Tente novamente.'],
    ['rate limit', { code: 'over_request_rate_limit', message: 'Too many requests', status: 429 }, 'newsletter', 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.'],
    ['storage format', { statusCode: '415', error: 'invalid_mime_type', message: 'mime type image/gif is not supported' }, 'images', 'Formato de imagem não suportado. Envie PNG, JPG ou WebP.'],
    ['sign-up e-mail format', new AuthApiError('Unable to validate email address: invalid format', 400, 'validation_failed'), 'auth', 'Informe um e-mail válido.'],
    ['e-mail refused by code', new AuthApiError('Email address "a@b" is invalid', 400, 'email_address_invalid'), 'auth', 'Informe um e-mail válido.'],
    ['other validation', new AuthApiError('code challenge has to be between 43 and 128 characters', 400, 'validation_failed'), 'auth', 'Confira os dados informados e tente novamente.'],
    ['leaked password', new AuthWeakPasswordError('Password is known to be weak and easy to guess, please choose a different one.', 422, ['pwned']), 'auth', 'Esta senha aparece em vazamentos de dados conhecidos. Escolha outra senha.'],
    ['short password with reasons', new AuthWeakPasswordError('Password should be at least 10 characters.', 422, ['length']), 'auth', 'A senha deve ter pelo menos 10 caracteres.'],
    ['auth rate limit', new AuthApiError('For security purposes, you can only request this after 59 seconds.', 429, 'over_email_send_rate_limit'), 'auth', 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.'],
    ['signed-up e-mail', new AuthApiError('User already registered', 422, 'user_already_exists'), 'auth', 'Este e-mail já está cadastrado.'],
    ['auth code outside the auth area', new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'), 'profiles', 'Confirme seu e-mail pelo link que enviamos antes de entrar.'],
    ['auth code newer than the table', new AuthApiError('Something new happened', 400, 'brand_new_code'), 'auth', 'Ocorreu um erro. Tente novamente.'],
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

  it("keeps the project's own PT429 text over HTTP 429, and the generic text for anyone else's 429", () => {
    const ownLimit = 'Você já pediu a exclusão desta conta várias vezes na última hora. Confira seu e-mail ou tente novamente mais tarde.';
    expect(toUserError(pgError('PT429', ownLimit), 'profiles', 429)).toMatchObject({ code: 'PT429', status: 429, userMessage: ownLimit });
    expect(toUserError(pgError('PT429', ''), 'profiles', 429).userMessage).toBe('Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.');
    expect(toUserError({ message: 'Too Many Requests', status: 429 }, 'profiles').userMessage).toBe(
      'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.',
    );
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
