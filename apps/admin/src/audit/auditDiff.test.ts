import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditDiff';

describe('auditChanges', () => {
  it('lists only the fields an update changed, labelled in pt-BR, without the columns the database keeps', () => {
    expect(
      auditChanges(
        'products',
        { id: 'a', name: 'Iate', stock_quantity: 1, updated_at: '2026-01-01', sort_price: 10 },
        { id: 'a', name: 'Iate', stock_quantity: 3, updated_at: '2026-01-02', sort_price: 12 },
      ),
    ).toEqual([{ field: 'stock_quantity', label: 'Estoque', before: '1', after: '3' }]);
  });

  it("reads a lead's status change with the status labels", () => {
    expect(auditChanges('leads', { status: 'contacted' }, { status: 'negotiating' })).toEqual([{ field: 'status', label: 'Status', before: 'Contatado', after: 'Negociando' }]);
  });

  it('shows every filled field of an insert or a delete but the id, and empty values as a dash', () => {
    expect(auditChanges('leads', null, { id: 'b', status: 'new', phone: null, created_at: '2026-11-22T02:30:00+00:00' })).toEqual([
      { field: 'status', label: 'Status', before: '—', after: 'Novo' },
      { field: 'created_at', label: 'Recebido em', before: '—', after: '21/11/2026, 23:30' },
    ]);
    expect(auditChanges('lead_notes', { body: 'Ligar amanhã' }, null)).toEqual([{ field: 'body', label: 'Nota', before: 'Ligar amanhã', after: '—' }]);
  });

  it('names the record a reference column points to, so the page can show its name', () => {
    expect(auditChanges('products', { category_id: 'c1' }, { category_id: 'c2' })).toEqual([
      { field: 'category_id', label: 'Categoria', before: 'c1', after: 'c2', reference: { resource: 'categories', before: 'c1', after: 'c2' } },
    ]);
    expect(auditChanges('leads', { product_id: 'p1' }, { product_id: null })[0].reference).toEqual({ resource: 'products', before: 'p1', after: null });
  });

  it('compares nested values by content', () => {
    expect(auditChanges('products', { values: { a: 1 } }, { values: { a: 1 } })).toEqual([]);
    expect(auditChanges('products', { values: { a: 1 } }, { values: { a: 2 } })).toEqual([{ field: 'values', label: 'values', before: '{"a":1}', after: '{"a":2}' }]);
  });
});
