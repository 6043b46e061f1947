import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPtBrNumber } from './pt-br-number';

describe('readPtBrNumber', () => {
  it('reads dots as thousands and the comma as the decimal point', () => {
    expect(readPtBrNumber('1.250,5')).toEqual({ value: 1250.5, decimals: 1 });
    expect(readPtBrNumber(' 1250,50 ')).toEqual({ value: 1250.5, decimals: 1 });
    expect(readPtBrNumber('45')).toEqual({ value: 45, decimals: 0 });
    expect(readPtBrNumber('-3,25')).toEqual({ value: -3.25, decimals: 2 });
    expect(readPtBrNumber('1.000.000')).toEqual({ value: 1_000_000, decimals: 0 });
  });

  it('refuses what it would have to guess at', () => {
    for (const text of ['13.7', '1.25', '1,2,3', '12a', '', ',5', '1.2345', 'R$ 10']) expect(readPtBrNumber(text)).toBeNull();
  });

  it('reads back every number Intl formats the pt-BR way', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (units, places) => {
        const value = units / 10 ** places;
        const text = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 }).format(value);
        expect(readPtBrNumber(text)?.value).toBe(value);
      }),
    );
  });
});
