import { describe, expect, it } from 'vitest';
import { isSessionKey } from './clearCacheAndReload';

describe('isSessionKey', () => {
  it('keeps only the supabase session entry', () => {
    expect(isSessionKey('sb-127-auth-token')).toBe(true);
    expect(isSessionKey('oneboss.admin.tab')).toBe(false);
    expect(isSessionKey('RaStore.products.listParams')).toBe(false);
  });
});
