import { describe, expect, it } from 'vitest';
import { CHALLENGE_ORIGINS } from '../challenge-provider';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL, SECURITY_HEADERS, contentSecurityPolicy } from './security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as [string, string[]];
    }),
  );
}

const BACKEND = 'https://abc.supabase.co/';

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin or with the nonce, data and pictures from the backend, and no framing', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n0nce+/=', backendUrl: BACKEND, tagManager: false }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n0nce+/='"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('img-src')).toContain('https://abc.supabase.co');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat().some((source) => source.includes('googletagmanager'))).toBe(false);
  });

  it('allows Google Tag Manager only when a container is configured', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc', backendUrl: BACKEND, tagManager: true }));
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://www.google-analytics.com');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("lets in the lead form's challenge provider only when one is configured", () => {
    const origins = CHALLENGE_ORIGINS.hcaptcha;
    const policy = directives(contentSecurityPolicy({ nonce: 'abc', backendUrl: BACKEND, tagManager: false, challengeOrigins: origins }));
    for (const directive of ['script-src', 'style-src', 'connect-src']) expect(policy.get(directive)).toEqual(expect.arrayContaining([...origins]));
    expect(policy.get('frame-src')).toEqual([...origins]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy({ nonce: 'abc', backendUrl: BACKEND, tagManager: false })).get('frame-src')).toEqual(["'none'"]);
  });
});

describe('response headers', () => {
  it('forbid sniffing and framing and limit the referrer', () => {
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
  });

  it('let a CDN keep pages briefly and hashed assets for good', () => {
    expect(PAGE_CACHE_CONTROL).toMatch(/\bs-maxage=\d+/);
    expect(PAGE_CACHE_CONTROL).toMatch(/\bstale-while-revalidate=\d+/);
    expect(PAGE_CACHE_CONTROL).toMatch(/\bstale-if-error=\d+/);
    expect(PAGE_CACHE_CONTROL).toMatch(/\bmax-age=0\b/);
    expect(ASSET_CACHE_CONTROL).toMatch(/\bimmutable\b/);
    expect(ASSET_CACHE_CONTROL).toMatch(/\bmax-age=31536000\b/);
  });
});
