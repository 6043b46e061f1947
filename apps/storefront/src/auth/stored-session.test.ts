import { describe, expect, it } from 'vitest';
import { hasStoredSession } from './stored-session';

function storage(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index) => keys[index] ?? null };
}

describe('hasStoredSession', () => {
  it("finds supabase-js's session key and nothing else", () => {
    expect(hasStoredSession(storage(['oneboss.favourites', 'sb-127-auth-token']))).toBe(true);
    expect(hasStoredSession(storage(['oneboss.favourites', 'sb-127-auth-token-code-verifier']))).toBe(false);
    expect(hasStoredSession(storage([]))).toBe(false);
    expect(hasStoredSession(null)).toBe(false);
  });
});
