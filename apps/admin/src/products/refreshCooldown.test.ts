import { describe, expect, it } from 'vitest';
import { isRefreshAllowed } from './refreshCooldown';

describe('isRefreshAllowed', () => {
  it('allows the first refresh and any after 1.5 s', () => {
    expect(isRefreshAllowed(null, 0)).toBe(true);
    expect(isRefreshAllowed(1000, 2500)).toBe(true);
  });

  it('refuses a refresh within 1.5 s', () => {
    expect(isRefreshAllowed(1000, 2499)).toBe(false);
  });
});
