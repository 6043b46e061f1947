import { describe, expect, it } from 'vitest';
import { loginTarget, parseLoginSearch } from './login-search';

describe('parseLoginSearch', () => {
  it('keeps the known modes and ignores others', () => {
    expect(parseLoginSearch({ mode: 'signup' })).toEqual({ mode: 'signup' });
    expect(parseLoginSearch({ mode: 'login' })).toEqual({ mode: 'login' });
    expect(parseLoginSearch({ mode: 'admin' })).toEqual({});
    expect(parseLoginSearch({ mode: 1 })).toEqual({});
  });

  it('keeps same-origin paths as the destination', () => {
    expect(parseLoginSearch({ redirect_to: '/perfil' })).toEqual({ redirect_to: '/perfil' });
    expect(parseLoginSearch({ redirect_to: '/loja/veiculos?page=2' })).toEqual({ redirect_to: '/loja/veiculos?page=2' });
  });

  it('drops destinations on other origins', () => {
    for (const evil of ['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', '/\t/evil.com']) {
      expect(parseLoginSearch({ redirect_to: evil })).toEqual({});
    }
  });
});

describe('loginTarget', () => {
  it('goes home by default and never back to the login page', () => {
    expect(loginTarget({})).toBe('/');
    expect(loginTarget({ redirect_to: '/perfil' })).toBe('/perfil');
    expect(loginTarget({ redirect_to: '/login' })).toBe('/');
    expect(loginTarget({ redirect_to: '/login?mode=signup' })).toBe('/');
  });
});
