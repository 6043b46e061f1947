import { describe, expect, it } from 'vitest';
import { loginTarget, parseLoginSearch } from './login-search';

describe('parseLoginSearch', () => {
  it('keeps the known modes and ignores others', () => {
    expect(parseLoginSearch({ mode: 'signup' })).toEqual({ mode: 'signup', redirect_to: undefined });
    expect(parseLoginSearch({ mode: 'login' })).toEqual({ mode: 'login', redirect_to: undefined });
    expect(parseLoginSearch({ mode: 'admin' })).toEqual({ mode: undefined, redirect_to: undefined });
    expect(parseLoginSearch({ mode: 1 })).toEqual({ mode: undefined, redirect_to: undefined });
  });

  it('keeps same-origin paths as the destination', () => {
    expect(parseLoginSearch({ redirect_to: '/perfil' }).redirect_to).toBe('/perfil');
    expect(parseLoginSearch({ redirect_to: '/loja/veiculos?page=2' }).redirect_to).toBe('/loja/veiculos?page=2');
  });

  it('drops destinations on other origins', () => {
    for (const evil of ['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', '/\t/evil.com']) {
      const parsed = parseLoginSearch({ redirect_to: evil });
      // The key stays, set to undefined, so the router's raw query cannot shine through.
      expect(Object.keys(parsed)).toContain('redirect_to');
      expect(parsed.redirect_to).toBeUndefined();
    }
  });
});

describe('loginTarget', () => {
  it('goes home by default and never back to the login page', () => {
    expect(loginTarget({})).toBe('/');
    expect(loginTarget({ redirect_to: '/perfil' })).toBe('/perfil');
    expect(loginTarget({ redirect_to: '/login' })).toBe('/');
    expect(loginTarget({ redirect_to: '/login?mode=signup' })).toBe('/');
    // Even an unvalidated value never leaves the site.
    expect(loginTarget({ redirect_to: 'https://evil.example/' })).toBe('/');
  });
});
