import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, fromCentavos, isLargePriceChange, MAX_PRICE_DIGITS, maskBRLInput, parseBRL, readWrittenBRL, toCentavos } from './money';

const NBSP = '\u00a0';
/** Centavos that fit numeric(14,2) and stay exact as doubles. */
const centavos = fc.integer({ min: 0, max: 10 ** MAX_PRICE_DIGITS - 1 });

describe('formatBRL', () => {
  it('keeps Intl pt-BR output, with a no-break space after the symbol', () => {
    expect(formatBRL(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(1_500_000)).toBe(`R$${NBSP}1.500.000,00`);
    expect(formatBRL(-1.5)).toBe(`-R$${NBSP}1,50`);
  });

  it('gives an empty text for null and non-finite values', () => {
    expect(formatBRL(null)).toBe('');
    expect(formatBRL(Number.NaN)).toBe('');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('rounds to centavos', () => {
    expect(formatBRL(0.005)).toBe(`R$${NBSP}0,01`);
    expect(formatBRL(10.004)).toBe(`R$${NBSP}10,00`);
  });
});

describe('parseBRL', () => {
  it('reads masked, typed and plain amounts', () => {
    expect(parseBRL(`R$${NBSP}1.234,56`)).toBe(1234.56);
    expect(parseBRL('R$ 1.234,56')).toBe(1234.56);
    expect(parseBRL('1234,5')).toBe(1234.5);
    expect(parseBRL('1.000.000')).toBe(1_000_000);
    expect(parseBRL('  42  ')).toBe(42);
    expect(parseBRL('-R$ 3,00')).toBe(-3);
  });

  it('treats the dot as a thousands separator, as Brazilian amounts write it', () => {
    expect(parseBRL('1.5')).toBe(15);
  });

  it('gives null for empty or invalid text', () => {
    for (const text of ['', '   ', 'R$', 'abc', '1,2,3', '12a', ',5', '5,', null, undefined]) {
      expect(parseBRL(text)).toBeNull();
    }
  });

  it('round-trips every centavos-precise amount through formatBRL', () => {
    fc.assert(
      fc.property(centavos, (c) => {
        const reais = fromCentavos(c);
        expect(parseBRL(formatBRL(reais))).toBe(reais);
      }),
    );
  });

  it('accepts a regular space where Intl puts a no-break space', () => {
    fc.assert(
      fc.property(centavos, (c) => {
        const reais = fromCentavos(c);
        expect(parseBRL(formatBRL(reais).replace(NBSP, ' '))).toBe(reais);
      }),
    );
  });
});

describe('maskBRLInput', () => {
  it('reads the digits as centavos', () => {
    expect(maskBRLInput('123456')).toBe(`R$${NBSP}1.234,56`);
    expect(maskBRLInput('5')).toBe(`R$${NBSP}0,05`);
    expect(maskBRLInput('R$ 12,345')).toBe(`R$${NBSP}123,45`);
    expect(maskBRLInput('000')).toBe(`R$${NBSP}0,00`);
    expect(maskBRLInput('abc')).toBe('');
    expect(maskBRLInput('')).toBe('');
  });

  it('caps the amount at the column size', () => {
    expect(maskBRLInput('9'.repeat(20))).toBe(maskBRLInput('9'.repeat(MAX_PRICE_DIGITS)));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = maskBRLInput(raw);
        expect(maskBRLInput(once)).toBe(once);
      }),
    );
  });

  it('parses back to digits / 100', () => {
    fc.assert(
      fc.property(fc.stringMatching(new RegExp(`^[1-9]\\d{0,${MAX_PRICE_DIGITS - 1}}$`)), (digits) => {
        expect(parseBRL(maskBRLInput(digits))).toBe(Number(digits) / 100);
      }),
    );
  });

  it('shifts the amount left when a digit is typed at the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** (MAX_PRICE_DIGITS - 1) - 1 }), fc.integer({ min: 0, max: 9 }), (c, digit) => {
        const typed = maskBRLInput(`${maskBRLInput(String(c))}${digit}`);
        expect(parseBRL(typed)).toBe(fromCentavos(c * 10 + digit));
      }),
    );
  });
});

describe('centavos helpers', () => {
  it('convert exactly for two-decimal amounts', () => {
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(19.99)).toBe(1999);
    fc.assert(
      fc.property(centavos, (c) => {
        expect(toCentavos(fromCentavos(c))).toBe(c);
      }),
    );
  });
});

describe('readWrittenBRL', () => {
  it('reads a pasted amount as written, not as centavos', () => {
    expect(readWrittenBRL('1.180.000')).toBe(`R$${NBSP}1.180.000,00`);
    expect(readWrittenBRL('1180000')).toBe(`R$${NBSP}1.180.000,00`);
    expect(readWrittenBRL('1.180.000,50')).toBe(`R$${NBSP}1.180.000,50`);
    expect(readWrittenBRL('R$ 1.180.000,00')).toBe(`R$${NBSP}1.180.000,00`);
    expect(readWrittenBRL(' 990,9 ')).toBe(`R$${NBSP}990,90`);
  });

  it('falls back to the mask for text that is no amount', () => {
    expect(readWrittenBRL('12a34')).toBe(maskBRLInput('12a34'));
    expect(readWrittenBRL('-5')).toBe(maskBRLInput('-5'));
    expect(readWrittenBRL('')).toBe('');
  });

  it('round-trips every formatted amount, with or without the symbol and thousand dots', () => {
    const grouped = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(centavos, (c) => {
        const reais = fromCentavos(c);
        expect(readWrittenBRL(formatBRL(reais))).toBe(formatBRL(reais));
        expect(readWrittenBRL(grouped.format(reais))).toBe(formatBRL(reais));
        expect(parseBRL(readWrittenBRL(grouped.format(reais).replace(/\./g, '')))).toBe(reais);
      }),
    );
  });

  it('reads whole reais written as plain digits as reais', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** (MAX_PRICE_DIGITS - 2) - 1 }), (reais) => {
        expect(parseBRL(readWrittenBRL(String(reais)))).toBe(reais);
      }),
    );
  });

  it('never gives more digits than the column holds', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(readWrittenBRL(raw).replace(/\D/g, '').replace(/^0+(?=\d)/, '').length).toBeLessThanOrEqual(MAX_PRICE_DIGITS);
      }),
    );
  });
});

describe('isLargePriceChange', () => {
  it('flags a change of more than half of the saved price, up or down', () => {
    expect(isLargePriceChange(1_180_000, 11_800)).toBe(true);
    expect(isLargePriceChange(11_800, 1_180_000)).toBe(true);
    expect(isLargePriceChange(100, 49.99)).toBe(true);
    expect(isLargePriceChange(100, 150.01)).toBe(true);
  });

  it('lets a change of half or less, a first price and a cleared price through', () => {
    expect(isLargePriceChange(100, 50)).toBe(false);
    expect(isLargePriceChange(100, 150)).toBe(false);
    expect(isLargePriceChange(null, 10)).toBe(false);
    expect(isLargePriceChange(100, null)).toBe(false);
  });
});
