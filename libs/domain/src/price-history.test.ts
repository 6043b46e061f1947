import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentPrice, listedForLabel, priceDropLabel, priceDropPercent } from './price-history';

describe('priceDropPercent', () => {
  it('rounds the drop to whole percent', () => {
    expect(priceDropPercent(1_000_000, 900_000)).toBe(10);
    expect(priceDropPercent(3_450_000, 3_290_000)).toBe(5);
    expect(priceDropLabel(priceDropPercent(1_000, 875)!)).toBe('Preço reduzido em 13%');
  });

  it('says at least 1% for a real cut, nothing when the price is not lower or unknown', () => {
    expect(priceDropPercent(1_000_000, 999_000)).toBe(1);
    expect(priceDropPercent(1_000, 1_000)).toBeNull();
    expect(priceDropPercent(1_000, 1_100)).toBeNull();
    expect(priceDropPercent(null, 900)).toBeNull();
    expect(priceDropPercent(1_000, null)).toBeNull();
    expect(priceDropPercent(0, 0)).toBeNull();
  });

  it('is between 1 and 100 exactly when the current price is below the highest', () => {
    const price = fc.integer({ min: 0, max: 10_000_000_000 }).map((centavos) => centavos / 100);
    fc.assert(
      fc.property(price, price, (highest, current) => {
        const percent = priceDropPercent(highest, current);
        if (current < highest) {
          expect(percent).not.toBeNull();
          expect(percent).toBeGreaterThanOrEqual(1);
          expect(percent).toBeLessThanOrEqual(100);
          // Never more than half a point off the exact drop, but for the floor of 1%.
          expect(Math.abs(percent! - (1 - current / highest) * 100)).toBeLessThanOrEqual(percent === 1 ? 1 : 0.5 + 1e-9);
        } else {
          expect(percent).toBeNull();
        }
      }),
    );
  });
});

describe('currentPrice', () => {
  it('is the sale price, else the price, and none under Sob Consulta', () => {
    expect(currentPrice({ price: 100, salePrice: 90, priceOnRequest: false })).toBe(90);
    expect(currentPrice({ price: 100, salePrice: null, priceOnRequest: false })).toBe(100);
    expect(currentPrice({ price: 100, salePrice: 90, priceOnRequest: true })).toBeNull();
  });
});

describe('listedForLabel', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('reads in pt-BR days, months and years', () => {
    expect(listedForLabel('2026-11-28T08:00:00Z', now)).toBe('No site desde hoje');
    expect(listedForLabel('2026-11-27T08:00:00Z', now)).toBe('No site há 1 dia');
    expect(listedForLabel('2026-11-16T12:00:00Z', now)).toBe('No site há 12 dias');
    expect(listedForLabel('2026-10-20T12:00:00Z', now)).toBe('No site há 1 mês');
    expect(listedForLabel('2026-08-25T12:00:00Z', now)).toBe('No site há 3 meses');
    expect(listedForLabel('2024-11-01T12:00:00Z', now)).toBe('No site há 2 anos');
  });

  it('says nothing of a date it cannot read', () => {
    expect(listedForLabel('ontem', now)).toBeNull();
  });
});
