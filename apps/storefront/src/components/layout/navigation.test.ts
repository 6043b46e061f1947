import { describe, expect, it } from 'vitest';
import { isSectionActive } from './navigation';

describe('isSectionActive', () => {
  it('marks Início only on the home page', () => {
    expect(isSectionActive('/', '/')).toBe(true);
    expect(isSectionActive('/loja', '/')).toBe(false);
  });

  it('marks Loja for every path starting with /loja', () => {
    for (const path of ['/loja', '/loja/imoveis', '/loja/veiculos/']) expect(isSectionActive(path, '/loja')).toBe(true);
    expect(isSectionActive('/produto/1', '/loja')).toBe(false);
  });

  it('marks Perfil for every path starting with /perfil', () => {
    for (const path of ['/perfil', '/perfil/pedidos']) expect(isSectionActive(path, '/perfil')).toBe(true);
    expect(isSectionActive('/privacidade', '/perfil')).toBe(false);
  });
});
