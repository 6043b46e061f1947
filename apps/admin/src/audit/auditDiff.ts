import { AUDIT_REFERENCES, auditFieldLabel, auditValue } from './auditLabels';

type Row = Record<string, unknown> | null;

export interface AuditChange {
  field: string;
  /** The column's pt-BR label. */
  label: string;
  before: string;
  after: string;
  /** For a column naming another record: its resource and the ids, so the page can show that record's name. */
  reference?: { resource: string; before: string | null; after: string | null };
}

// Kept by the database on every write, or the record's own id: they say nothing an operator needs to read.
const NOISE = new Set(['id', 'updated_at', 'search_text', 'search_name', 'sort_price']);

const idOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The fields a write changed, labelled and formatted, before and after (all filled fields for an insert or a delete). */
export function auditChanges(table: string, before: Row, after: Row): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !NOISE.has(field));
  return fields
    .filter((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after?.[field] ?? null))
    .map((field) => {
      const change: AuditChange = { field, label: auditFieldLabel(table, field), before: auditValue(table, field, before?.[field]), after: auditValue(table, field, after?.[field]) };
      const resource = AUDIT_REFERENCES[field];
      return resource ? { ...change, reference: { resource, before: idOf(before?.[field]), after: idOf(after?.[field]) } } : change;
    });
}
