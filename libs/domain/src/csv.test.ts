import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseBRL } from './money';
import { formatCsvBoolean, formatCsvDateTime, formatCsvDecimal, formatCsvInteger } from './csv';

describe('formatCsvDecimal', () => {
  it('writes amounts as pt-BR with two decimals that parse back to the same centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (centavos) => {
        const text = formatCsvDecimal(centavos / 100);
        expect(text).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
        expect(parseBRL(text)).toBe(centavos / 100);
      }),
    );
  });

  it('reads numeric strings as PostgREST may send them and leaves missing amounts empty', () => {
    expect(formatCsvDecimal('1234567.8')).toBe('1.234.567,80');
    expect(formatCsvDecimal(null)).toBe('');
    expect(formatCsvDecimal(undefined)).toBe('');
    expect(formatCsvDecimal('')).toBe('');
    expect(formatCsvDecimal(Number.NaN)).toBe('');
  });
});

describe('formatCsvInteger', () => {
  it('groups thousands with a dot', () => {
    expect(formatCsvInteger(1_234_567)).toBe('1.234.567');
    expect(formatCsvInteger(0)).toBe('0');
    expect(formatCsvInteger(null)).toBe('');
  });
});

describe('formatCsvDateTime', () => {
  it('writes any instant as dd/mm/aaaa hh:mm in Brasília time', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        const text = formatCsvDateTime(date.toISOString());
        const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text);
        expect(match).not.toBeNull();
        const [, day, month, year, hour, minute] = match!.map(Number);
        // Brazil has kept UTC-3 all year since 2019; earlier summers were UTC-2.
        const offsetHours = [2, 3].find((offset) => {
          const local = new Date(date.getTime() - offset * 3_600_000);
          return local.getUTCFullYear() === year && local.getUTCMonth() + 1 === month && local.getUTCDate() === day && local.getUTCHours() === hour;
        });
        expect(offsetHours).toBeDefined();
        expect(minute).toBe(date.getUTCMinutes());
      }),
    );
  });

  it('turns a UTC timestamp into the Brasília date of that evening', () => {
    expect(formatCsvDateTime('2026-11-22T02:30:00Z')).toBe('21/11/2026 23:30');
    expect(formatCsvDateTime('2026-01-05T15:04:00.123456+00:00')).toBe('05/01/2026 12:04');
  });

  it('leaves missing or unreadable dates empty', () => {
    expect(formatCsvDateTime(null)).toBe('');
    expect(formatCsvDateTime('')).toBe('');
    expect(formatCsvDateTime('ontem')).toBe('');
  });
});

describe('formatCsvBoolean', () => {
  it('answers Sim or Não', () => {
    expect(formatCsvBoolean(true)).toBe('Sim');
    expect(formatCsvBoolean(false)).toBe('Não');
    expect(formatCsvBoolean(null)).toBe('');
  });
});
