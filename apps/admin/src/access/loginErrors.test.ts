import { describe, expect, it } from 'vitest';
import { isInvalidCredentials, loginErrorText } from './loginErrors';

describe('loginErrorText', () => {
  it('names bad credentials by code or by the 400 message', () => {
    expect(loginErrorText({ code: 'invalid_credentials', status: 400 })).toBe('Falha na autenticação. Verifique seu e-mail e senha.');
    expect(isInvalidCredentials({ status: 400, message: 'Invalid login credentials' })).toBe(true);
  });

  it('asks an account whose e-mail is not confirmed yet to follow the e-mailed link', () => {
    expect(loginErrorText({ code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' })).toBe(
      'Confirme seu e-mail pelo link que enviamos antes de entrar.',
    );
  });

  it('treats anything else as unexpected', () => {
    expect(loginErrorText(new TypeError('Failed to fetch'))).toBe('Ocorreu um erro ao processar o login.');
    expect(loginErrorText({ status: 500, message: 'boom' })).toBe('Ocorreu um erro ao processar o login.');
    expect(loginErrorText(undefined)).toBe('Ocorreu um erro ao processar o login.');
  });
});
