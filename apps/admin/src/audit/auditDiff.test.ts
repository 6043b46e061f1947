import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditDiff';

describe('auditChanges', () => {
  it('lists only the fields an update changed, without the timestamps the database keeps', () => {
    expect(
      auditChanges(
        { id: 'a', name: 'Iate', price: 10, updated_at: '2026-01-01' },
        { id: 'a', name: 'Iate', price: 12, updated_at: '2026-01-02' },
      ),
    ).toEqual([{ field: 'price', before: '10', after: '12' }]);
  });

  it('shows every filled field of an insert or a delete, and empty values as a dash', () => {
    expect(auditChanges(null, { id: 'b', status: 'new', phone: null })).toEqual([
      { field: 'id', before: '—', after: 'b' },
      { field: 'status', before: '—', after: 'new' },
    ]);
    expect(auditChanges({ body: 'Ligar amanhã' }, null)).toEqual([{ field: 'body', before: 'Ligar amanhã', after: '—' }]);
  });

  it('compares nested values by content', () => {
    expect(auditChanges({ values: { a: 1 } }, { values: { a: 1 } })).toEqual([]);
    expect(auditChanges({ values: { a: 1 } }, { values: { a: 2 } })).toEqual([{ field: 'values', before: '{"a":1}', after: '{"a":2}' }]);
  });
});
