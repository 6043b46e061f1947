import { describe, expect, it } from 'vitest';
import { idsOf, selectionOf, sortOf, sortingOf } from './listTableState';

describe('list table state', () => {
  it('turns the list sort into one sorting entry and back', () => {
    expect(sortingOf({ field: 'price', order: 'DESC' })).toEqual([{ id: 'price', desc: true }]);
    expect(sortOf([{ id: 'price', desc: true }], { field: 'name', order: 'ASC' })).toEqual({ field: 'price', order: 'DESC' });
    expect(sortOf([{ id: 'stockQuantity', desc: false }], { field: 'name', order: 'DESC' })).toEqual({ field: 'stockQuantity', order: 'ASC' });
  });

  it('keeps the current sort when the table clears its own', () => {
    expect(sortOf([], { field: 'name', order: 'DESC' })).toEqual({ field: 'name', order: 'DESC' });
    expect(sortingOf(undefined)).toEqual([]);
  });

  it('maps selected ids to row selection and back', () => {
    expect(selectionOf(['a', 7])).toEqual({ a: true, '7': true });
    expect(idsOf({ a: true, c: true })).toEqual(['a', 'c']);
    expect(idsOf(selectionOf([]))).toEqual([]);
  });
});
