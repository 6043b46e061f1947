import { describe, expect, it } from 'vitest';
import { storageErrorBody } from './storage-error-shape.js';

describe('storageErrorBody', () => {
  it('leaves hosted-shaped bodies alone', () => {
    expect(storageErrorBody(400, { statusCode: '404', error: 'not_found', message: 'Object not found' })).toBeUndefined();
  });

  it("names the fields lite's validator refused", () => {
    const body = {
      valid: false,
      errors: [
        { keywordLocation: '/properties/prefixes/type', instanceLocation: '/prefixes', error: 'Expected array' },
        { keywordLocation: '/required', instanceLocation: '/', error: 'Expected object with required properties id, name' },
      ],
    };
    expect(storageErrorBody(400, body)).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      message: 'Corpo da requisição inválido: prefixes, body.',
    });
  });

  it('keeps the meaning of lite’s other bodies', () => {
    expect(storageErrorBody(403, { error: 'Invalid token' })).toEqual({ statusCode: '403', error: 'Invalid token', message: 'Invalid token' });
    expect(storageErrorBody(500, { error: 'server_error', message: 'Internal server error' })).toEqual({
      statusCode: '500',
      error: 'server_error',
      message: 'Internal server error',
    });
    expect(storageErrorBody(500, null)).toEqual({ statusCode: '500', error: 'server_error', message: 'Erro interno do servidor.' });
    expect(storageErrorBody(404, 'Not Found')).toEqual({ statusCode: '404', error: 'InvalidRequest', message: 'Requisição inválida.' });
  });
});
