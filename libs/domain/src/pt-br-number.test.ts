import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPtBrNumber, formatPtBrReais, readPtBrNumber } from './pt-br-number';

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

/** Doubles of every magnitude the site shows and beyond (fractions, prices, 1e21 and up), both signs. */
const anyFinite = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1e9, max: 1e9 }).chain((units) => fc.integer({ min: 0, max: 6 }).map((places) => units / 10 ** places)),
);
const fractionRange = fc.integer({ min: 0, max: 6 }).chain((minimum) => fc.integer({ min: minimum, max: 8 }).map((maximum) => ({ minimum, maximum })));

describe('formatPtBrNumber', () => {
  it('writes what Intl.NumberFormat pt-BR writes, for any number and any options', () => {
    fc.assert(
      fc.property(anyFinite, fractionRange, fc.boolean(), (value, { minimum, maximum }, useGrouping) => {
        const options = { minimumFractionDigits: minimum, maximumFractionDigits: maximum, useGrouping };
        expect(formatPtBrNumber(value, options)).toBe(new Intl.NumberFormat('pt-BR', options).format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("takes Intl's defaults when no option is given", () => {
    fc.assert(
      fc.property(anyFinite, (value) => {
        expect(formatPtBrNumber(value)).toBe(new Intl.NumberFormat('pt-BR').format(value));
      }),
    );
  });

  it('rounds half away from zero on the decimal digits, as Intl does', () => {
    expect(formatPtBrNumber(1.005, { maximumFractionDigits: 2 })).toBe('1,01');
    expect(formatPtBrNumber(2.5, { maximumFractionDigits: 0 })).toBe('3');
    expect(formatPtBrNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatPtBrNumber(999.9996)).toBe('1.000');
    expect(formatPtBrNumber(-0.0001)).toBe('-0');
  });

  it('writes what is not a number as Intl does', () => {
    expect(formatPtBrNumber(Number.NaN)).toBe(new Intl.NumberFormat('pt-BR').format(Number.NaN));
    expect(formatPtBrNumber(Number.POSITIVE_INFINITY)).toBe(new Intl.NumberFormat('pt-BR').format(Number.POSITIVE_INFINITY));
    expect(formatPtBrNumber(Number.NEGATIVE_INFINITY)).toBe(new Intl.NumberFormat('pt-BR').format(Number.NEGATIVE_INFINITY));
  });

  it('is read back by readPtBrNumber', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (units, places) => {
        const value = units / 10 ** places;
        expect(readPtBrNumber(formatPtBrNumber(value, { maximumFractionDigits: 4 }))?.value).toBe(value);
      }),
    );
  });
});

describe('formatPtBrReais', () => {
  it('writes what Intl writes for BRL, with its places', () => {
    fc.assert(
      fc.property(anyFinite, fc.integer({ min: 0, max: 2 }), (value, places) => {
        const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: places, maximumFractionDigits: places });
        expect(formatPtBrReais(value, places)).toBe(intl.format(value));
      }),
      { numRuns: 1000 },
    );
    expect(formatPtBrReais(1234.5)).toBe('R$\u00a01.234,50');
  });
});
