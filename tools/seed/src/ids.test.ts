import { describe, expect, it } from 'vitest';
import { seedUuid } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('seedUuid', () => {
  it('builds readable version-4-shaped ids per kind', () => {
    expect(seedUuid('product', 7)).toBe('00000004-0000-4000-8000-000000000007');
    expect(seedUuid('category', 1)).toBe('00000001-0000-4000-8000-000000000001');
    expect(seedUuid('heroBanner', 999_999_999_999)).toMatch(UUID_V4);
    expect(seedUuid('partner', 3)).toMatch(UUID_V4);
  });

  it('refuses numbers that do not fit', () => {
    expect(() => seedUuid('product', 0)).toThrow(RangeError);
    expect(() => seedUuid('product', 1.5)).toThrow(RangeError);
    expect(() => seedUuid('product', 1_000_000_000_000)).toThrow(RangeError);
  });
});
