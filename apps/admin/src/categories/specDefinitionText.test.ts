import { describe, expect, it } from 'vitest';
import type { SpecDefinition } from '@oneboss/domain';
import { specDeletionText, specFlags, specSummary } from './specDefinitionText';

const length: SpecDefinition = {
  id: 'd',
  categoryId: 'c',
  subcategoryId: 's',
  key: 'comprimento',
  label: 'Comprimento',
  type: 'number',
  unit: 'ft',
  decimals: 1,
  min: 10,
  max: 1250.5,
  required: true,
  filterable: true,
  sortable: false,
  headline: true,
  position: 0,
  groupLabel: 'Dimensões',
  options: [],
};

describe('spec definition texts', () => {
  it('sums a definition up in one line', () => {
    expect(specSummary(length, { subcategories: [{ id: 's', categoryId: 'c', name: 'Iates', type: 'iates' }] })).toBe(
      'comprimento · Número (com unidade e decimais) · pés · 10 a 1.250,5 · grupo Dimensões · só Iates',
    );
    expect(specSummary({ ...length, type: 'option', unit: null, min: null, max: null, groupLabel: null, subcategoryId: null, options: [{ value: 'a', label: 'Monocasco' }, { value: 'b', label: 'Catamarã' }] }, {})).toBe(
      'comprimento · Opção (uma) · Monocasco, Catamarã',
    );
  });

  it('lists the flags that are on', () => {
    expect(specFlags(length)).toEqual(['Obrigatória', 'Filtro', 'Destaque']);
  });

  it('says how many listings lose a value when a definition goes', () => {
    expect(specDeletionText('Cor', 0)).toBe('A especificação "Cor" será removida. Nenhum anúncio tem valor nela.');
    expect(specDeletionText('Cor', 1)).toContain('1 anúncio tem valor nela');
    expect(specDeletionText('Cor', 1500)).toContain('1.500 anúncios têm valor nela');
  });
});
