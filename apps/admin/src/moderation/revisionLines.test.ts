import { describe, expect, it } from 'vitest';
import { revisionLines } from './revisionLines';

// Intl writes 'R$\u00a090.000,00'.
const plainSpaces = (line: string) => line.replace(/\s/g, ' ');

describe('revisionLines', () => {
  it('says what a revision proposes, in pt-BR', () => {
    expect(revisionLines({ price: 90000, sale_price: null, description: '<p>Motor <strong>V12</strong></p>' }, true).map(plainSpaces)).toEqual([
      'Preço: R$ 90.000,00',
      'Preço promocional: sem valor',
      'Descrição: Motor V12',
      'Fotos alteradas',
    ]);
  });

  it('puts a publication first and shortens long texts', () => {
    const lines = revisionLines({ short_description: 'a'.repeat(300), published: true, price_on_request: true }, false);
    expect(lines[0]).toBe('Publicar o anúncio');
    expect(lines[1]).toBe('Preço sob consulta: sim');
    expect(lines[2]).toHaveLength('Descrição curta: '.length + 160);
  });

  it('names an emptied text', () => {
    expect(revisionLines({ description: '' }, false)).toEqual(['Descrição: (vazio)']);
  });
});
