import { describe, expect, it } from 'vitest';
import { searchPattern } from './search-pattern';

describe('searchPattern', () => {
  it('lower-cases and strips accents like the search_text column', () => {
    expect(searchPattern('  Relógio SUÍÇO ')).toBe('%relogio suico%');
  });

  it('escapes LIKE wildcards and neutralises the PostgREST star', () => {
    expect(searchPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
    expect(searchPattern('a*b')).toBe('%a_b%');
    expect(searchPattern('3.5 (v8), novo')).toBe('%3.5 (v8), novo%');
  });

  it('gives null for a blank term', () => {
    expect(searchPattern('   ')).toBeNull();
  });
});
