import { describe, expect, it } from 'vitest';
import { withFilter } from './withFilter';

describe('withFilter', () => {
  it('sets and clears one filter', () => {
    expect(withFilter({ status: 'new' }, 'product_id', 'p1')).toEqual({ status: 'new', product_id: 'p1' });
    expect(withFilter({ status: 'new', product_id: 'p1' }, 'product_id', '')).toEqual({ status: 'new' });
  });
});
