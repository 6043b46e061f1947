import { DataError, isTransientError } from '@oneboss/data/catalogue';
import { REQUEST_MESSAGES } from '@oneboss/domain';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';
import { asServerReadError } from './server-read-error';

describe('a read that fails during a server render', () => {
  it('blames the backend, not the visitor\u2019s internet, when the backend does not answer, and is still retried', () => {
    for (const failure of [new DataError('network', 'Falha na conexão com o servidor. Verifique sua internet.'), new TypeError('fetch failed')]) {
      const reported = asServerReadError(failure);
      expect(reported).toBeInstanceOf(DataError);
      expect(reported).toMatchObject({ userMessage: REQUEST_MESSAGES.catalogueUnavailable, status: 503 });
      expect(isTransientError(reported)).toBe(true);
      expect(shouldRetry(0, reported)).toBe(true);
    }
  });

  it('keeps any other refusal as it was', () => {
    const refused = new DataError('42501', 'Permissão negada.', { status: 403 });
    expect(asServerReadError(refused)).toBe(refused);
  });
});
