import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditValue, nameInCatalogue, recordName } from './auditLabels';

describe('auditFieldLabel', () => {
  it('names columns as the forms do, with per-table wording where it differs', () => {
    expect(auditFieldLabel('products', 'stock_quantity')).toBe('Estoque');
    expect(auditFieldLabel('products', 'sale_price')).toBe('Preço promocional');
    expect(auditFieldLabel('leads', 'status')).toBe('Status');
    expect(auditFieldLabel('account_deletion_requests', 'status')).toBe('Situação');
    expect(auditFieldLabel('products', 'a_new_column')).toBe('a_new_column');
    expect(auditFieldLabel('sellers', 'logo_path')).toBe('Logo');
    expect(auditFieldLabel('spec_definitions', 'filterable')).toBe('Filtro na loja');
    expect(auditFieldLabel('spec_options', 'value')).toBe('Valor');
    expect(auditFieldLabel('product_revisions', 'status')).toBe('Situação');
  });
});

describe('auditValue', () => {
  it('reads statuses with their pt-BR labels', () => {
    expect(auditValue('leads', 'status', 'negotiating')).toBe('Negociando');
    expect(auditValue('account_deletion_requests', 'status', 'confirmed')).toBe('Confirmada');
    expect(auditValue('leads', 'status', 'unknown')).toBe('unknown');
    expect(auditValue('leads', 'channel', 'whatsapp')).toBe('WhatsApp');
    expect(auditValue('sellers', 'kind', 'imobiliaria')).toBe('Imobiliária');
    expect(auditValue('product_revisions', 'status', 'rejected')).toBe('Recusada');
    expect(auditValue('sellers', 'kind', 'constructor')).toBe('constructor');
  });

  it('formats moments in Brasília time, money in reais, flags as Sim/Não and counts with pt-BR grouping', () => {
    expect(auditValue('products', 'created_at', '2026-11-22T02:30:00.123456+00:00')).toBe('21/11/2026, 23:30');
    expect(auditValue('products', 'price', 1180000)).toBe('R$\u00a01.180.000,00');
    expect(auditValue('products', 'sale_price', '12500.5')).toBe('R$\u00a012.500,50');
    expect(auditValue('products', 'published', true)).toBe('Sim');
    expect(auditValue('partners', 'visible', false)).toBe('Não');
    expect(auditValue('products', 'stock_quantity', 1234)).toBe('1.234');
  });

  it('shows an empty value as a dash and leaves other text as written', () => {
    expect(auditValue('leads', 'phone', null)).toBe('—');
    expect(auditValue('leads', 'message', '')).toBe('—');
    expect(auditValue('leads', 'message', 'Olá, 2026-11-22 é um bom dia?')).toBe('Olá, 2026-11-22 é um bom dia?');
  });
});

describe('recordName', () => {
  it("takes the row's own name, title or e-mail, or a note's first words", () => {
    expect(recordName({ id: '1', name: 'Relógio Suíço', email: 'x@example.com' })).toBe('Relógio Suíço');
    expect(recordName({ id: '2', email: 'ana@example.com' })).toBe('ana@example.com');
    expect(recordName({ id: '3', title: 'Verão' })).toBe('Verão');
    expect(recordName({ id: '4', body: 'a'.repeat(80) })).toBe(`${'a'.repeat(60)}…`);
    expect(recordName({ id: '5', url: 'https://example.com/x.png' })).toBeNull();
    expect(recordName(null)).toBeNull();
  });
});

describe('nameInCatalogue', () => {
  const tree = [
    { id: 'c1', name: 'Embarcações', value: 'embarcacoes', subcategories: [{ id: 's1', categoryId: 'c1', name: 'Iates', type: 'iates', attributes: [{ id: 'a1', subcategoryId: 's1', name: 'Azimut' }] }] },
    { id: 'c2', name: 'Relógios', value: 'relogios' },
  ];

  it('finds a category, a subcategory or a value by id, and nothing for an id no longer in the tree', () => {
    expect(nameInCatalogue(tree, 'c2')).toBe('Relógios');
    expect(nameInCatalogue(tree, 's1')).toBe('Iates');
    expect(nameInCatalogue(tree, 'a1')).toBe('Azimut');
    expect(nameInCatalogue(tree, 'gone')).toBeNull();
  });
});
