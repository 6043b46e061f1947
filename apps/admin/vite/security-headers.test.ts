import { describe, expect, it } from 'vitest';
import { adminSecurityHeaders } from './security-headers';

const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('adminSecurityHeaders', () => {
  it('lets no site frame the panel and runs only its own scripts, with data and pictures from the backend', () => {
    const headers = adminSecurityHeaders('http://127.0.0.1:54321/rest/v1');
    const policy = directives(headers['Content-Security-Policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:54321');
    expect(policy.get('img-src')).toContain('http://127.0.0.1:54321');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('names no backend before one is configured, and nothing else is allowed for it', () => {
    const policy = directives(adminSecurityHeaders(undefined)['Content-Security-Policy']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
    expect([...policy.values()].flat().some((source) => source.startsWith('http'))).toBe(false);
  });
});
