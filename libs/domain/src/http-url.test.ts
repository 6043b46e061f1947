import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './http-url';

describe('isHttpUrl', () => {
  it('accepts absolute http(s) URLs in any case, with path, query and fragment', () => {
    for (const url of ['https://marina.example', 'HTTP://X.COM/a?b=1#c', 'http://127.0.0.1:54321/storage/v1/object/public/partner-logos/1-a.png', 'https://x.com/açaí']) {
      expect(isHttpUrl(url), url).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative and host-less URLs', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)//https://x', 'data:text/html,<b>', 'ftp://x.com', '//evil.example/x', 'https:/x.com', 'https://', '/loja', 'marina.example']) {
      expect(isHttpUrl(url), url).toBe(false);
    }
  });

  it('refuses spaces, control characters and backslashes in the host', () => {
    for (const url of ['https://x.com/a b', 'https://x.com/\nSet-Cookie:', 'https://x\\y.com', 'https://x.com/\u0000']) {
      expect(isHttpUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('keeps to 2048 characters, counted as the database counts them', () => {
    expect(isHttpUrl(`https://x.com/${'🏠'.repeat(2034)}`)).toBe(true);
    expect(isHttpUrl(`https://x.com/${'🏠'.repeat(2035)}`)).toBe(false);
  });
});
