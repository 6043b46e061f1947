import { describe, expect, it } from 'vitest';
import { authBodyProblem } from './auth-input.js';

describe('authBodyProblem', () => {
  it('accepts what GoTrue accepts', () => {
    expect(authBodyProblem({ email: 'a@b.co', password: 'x', data: { nome: 'Ana', idade: 3 } })).toBeUndefined();
    expect(authBodyProblem({ email: null, phone: '5511999999999' })).toBeUndefined();
    expect(authBodyProblem({})).toBeUndefined();
  });

  it('refuses a body that is not a JSON object', () => {
    for (const body of [null, [], ['a'], 'a', 1, true]) expect(authBodyProblem(body)?.code).toBe('bad_json');
  });

  it('refuses a non-text value where GoTrue reads text', () => {
    expect(authBodyProblem({ email: { a: 1 } })).toEqual({ code: 'validation_failed', message: 'O campo "email" deve ser um texto.' });
    expect(authBodyProblem({ password: ['x'] })?.message).toBe('O campo "password" deve ser um texto.');
    expect(authBodyProblem({ refresh_token: 1 })?.message).toBe('O campo "refresh_token" deve ser um texto.');
  });
});
