import { describe, expect, it } from 'vitest';
import { deepMerge } from './deepMerge';

describe('deepMerge', () => {
  it('merges nested trees and lets later leaves win', () => {
    expect(deepMerge({ a: { b: '1', c: '2' } }, { a: { c: '3', d: '4' }, e: '5' })).toEqual({ a: { b: '1', c: '3', d: '4' }, e: '5' });
  });

  it('does not mutate its inputs', () => {
    const first = { a: { b: '1' } };
    deepMerge(first, { a: { b: '2' } });
    expect(first).toEqual({ a: { b: '1' } });
  });
});
