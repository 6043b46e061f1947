import { DataError, isTransientError } from '@oneboss/data/catalogue';
import { REQUEST_MESSAGES } from '@oneboss/domain';
import { describe, expect, it } from 'vitest';
import { shouldRetry, shouldRetryOnServer } from './query-client';
import { asServerReadError, isServerReadTimeout } from './server-read-error';

describe('a read that fails during a server render', () => {
  it('blames the backend, not the visitor\u2019s internet, when the backend does not answer, and is still retried', () => {
    for (const failure of [new DataError('network', 'Falha na conexão com o servidor. Verifique sua internet.'), new TypeError('fetch failed')]) {
      const reported = asServerReadError(failure);
      expect(reported).toBeInstanceOf(DataError);
      expect(reported).toMatchObject({ userMessage: REQUEST_MESSAGES.catalogueUnavailable, status: 503 });
      expect(isTransientError(reported)).toBe(true);
      expect(shouldRetry(0, reported)).toBe(true);
      expect(shouldRetryOnServer(0, reported)).toBe(true);
    }
  });

  it('says the catalogue is unavailable when the backend ran out of time too, and is not asked again on the server', () => {
    const timedOut = new DataError('timeout', 'Tempo de conexão esgotado. Verifique sua internet.');
    const reported = asServerReadError(timedOut);
    expect(reported).toMatchObject({ code: 'backend-timeout', userMessage: REQUEST_MESSAGES.catalogueUnavailable, status: 503, cause: timedOut });
    expect(isServerReadTimeout(reported)).toBe(true);
    expect(isServerReadTimeout(asServerReadError(new TypeError('fetch failed')))).toBe(false);
    expect(shouldRetryOnServer(0, reported)).toBe(false);
  });

  it('keeps any other refusal as it was', () => {
    const refused = new DataError('42501', 'Permissão negada.', { status: 403 });
    expect(asServerReadError(refused)).toBe(refused);
  });
});
