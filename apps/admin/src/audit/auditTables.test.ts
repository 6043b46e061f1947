import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_TABLE_LABELS } from './auditLabels';

const MIGRATIONS = join(import.meta.dirname, '../../../../supabase/migrations');

/**
 * The tables the migrations give an audit trigger: one `create trigger ... on public.<table> ...
 * record_audit_entry()` each, and the first migration's loop over an array of names.
 */
function auditedTables(): string[] {
  const tables = new Set<string>();
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    for (const [, table] of sql.matchAll(/on public\.(\w+)\s+for each row execute function private\.record_audit_entry\(\)/g)) tables.add(table);
    const loop = /foreach _table in array array\[([^\]]+)\][\s\S]*?record_audit_entry/.exec(sql);
    for (const [, table] of loop?.[1].matchAll(/'(\w+)'/g) ?? []) tables.add(table);
    for (const [, table] of sql.matchAll(/drop trigger (?:if exists )?\w+_audit on public\.(\w+)/g)) tables.delete(table);
  }
  return [...tables].sort();
}

describe('AUDIT_TABLE_LABELS', () => {
  it('names every audited table, and only those, so the list and its filter say each in pt-BR', () => {
    const audited = auditedTables();
    expect(audited).toContain('products');
    expect(audited).toContain('sellers');
    expect(Object.keys(AUDIT_TABLE_LABELS).sort()).toEqual(audited);
  });
});
