import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses, tags and subdomains', () => {
    for (const email of ['ana@example.com', 'Ana.Souza+news@Example.com.br', 'a_b-1@sub.loja-x.com', 'x@y.co']) {
      expect(isEmailAddress(email), email).toBe(true);
    }
  });

  it('refuses what is not local@domain.tld', () => {
    for (const email of ['x@b', 'a@b.c', 'ana', '@example.com', 'ana@', 'a@b@example.com', 'ana@example.c0m', 'ana@-x.com', 'ana@x-.com']) {
      expect(isEmailAddress(email), email).toBe(false);
    }
  });

  it('refuses spaces, quotes, brackets, markup, control and non-ASCII characters', () => {
    for (const email of ['ana souza@example.com', '"ana"@example.com', "o'neil@example.com", '(ana)@example.com', '[ana]@example.com',
      'a\\b@example.com', 'a,b@example.com', 'a;b@example.com', 'a:b@example.com', '<b>ana</b>@example.com', 'ana\u0007@example.com', 'joão@example.com']) {
      expect(isEmailAddress(email), email).toBe(false);
    }
  });

  it('refuses dots at the edges of the local part, or two in a row', () => {
    for (const email of ['.ana@example.com', 'ana.@example.com', 'a..na@example.com']) expect(isEmailAddress(email), email).toBe(false);
  });

  it('keeps to 254 characters, 64 before the @', () => {
    expect(isEmailAddress(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isEmailAddress(`a@${'b'.repeat(248)}.com`)).toBe(true);
    expect(isEmailAddress(`a@${'b'.repeat(249)}.com`)).toBe(false);
  });
});
