import { describe, expect, it } from 'vitest';
import { toProductSort } from './productSort';

describe('toProductSort', () => {
  it('maps the entity fields to their columns and the order to a direction', () => {
    expect(toProductSort({ field: 'stockQuantity', order: 'DESC' })).toEqual({ field: 'stock_quantity', ascending: false });
    expect(toProductSort({ field: 'name', order: 'ASC' })).toEqual({ field: 'name', ascending: true });
    expect(toProductSort({ field: 'createdAt', order: 'ASC' })).toEqual({ field: 'created_at', ascending: true });
  });

  it('ignores a field the list cannot order by', () => {
    expect(toProductSort({ field: 'description', order: 'ASC' })).toBeUndefined();
    expect(toProductSort({ field: 'id; drop table', order: 'DESC' })).toBeUndefined();
    expect(toProductSort(undefined)).toBeUndefined();
  });
});
