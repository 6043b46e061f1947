import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('STORAGE_KEYS', () => {
  it('never gives two settings the same local storage key', () => {
    const keys = Object.values(constants.STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
