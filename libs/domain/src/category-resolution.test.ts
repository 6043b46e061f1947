import { describe, expect, it } from 'vitest';
import { resolveCategory } from './category-resolution';

const categories = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Automóveis', value: 'automoveis' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Embarcações', value: 'barcos-e-lanchas' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Aeronaves', value: 'aeronaves' },
  { id: '44444444-4444-4444-8444-444444444444', name: 'Imóveis de Luxo', value: 'imoveis-luxo' },
  { id: '55555555-5555-4555-8555-555555555555', name: 'Relógios', value: 'relogios' },
  { id: '66666666-6666-4666-8666-666666666666', name: 'Decoração', value: 'decoracao' },
];

describe('resolveCategory', () => {
  it('finds a category by id or by value', () => {
    expect(resolveCategory('33333333-3333-4333-8333-333333333333', categories)?.name).toBe('Aeronaves');
    expect(resolveCategory('relogios', categories)?.name).toBe('Relógios');
  });

  it('matches the value ignoring case and accents', () => {
    expect(resolveCategory('Relógios', categories)?.value).toBe('relogios');
  });

  it('uses the fallback keywords on name or value for the known slugs', () => {
    expect(resolveCategory('veiculos', categories)?.value).toBe('automoveis');
    expect(resolveCategory('embarcacoes', categories)?.value).toBe('barcos-e-lanchas');
    expect(resolveCategory('imoveis', categories)?.value).toBe('imoveis-luxo');
    expect(resolveCategory('decoracao', [{ id: 'x', name: 'Design & Decor', value: 'design' }])?.id).toBe('x');
  });

  it('gives null (all products) when nothing matches', () => {
    expect(resolveCategory('joias', categories)).toBeNull();
    expect(resolveCategory('veiculos', [])).toBeNull();
    expect(resolveCategory('99999999-9999-4999-8999-999999999999', categories)).toBeNull();
    expect(resolveCategory(undefined, categories)).toBeNull();
    expect(resolveCategory('', categories)).toBeNull();
  });

  it("gives null for a slug that is one of an object's own names (a URL can say /loja/constructor)", () => {
    for (const slug of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) expect(resolveCategory(slug, categories)).toBeNull();
  });
});
