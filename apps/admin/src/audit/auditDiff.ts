type Row = Record<string, unknown> | null;

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

// Kept by the database on every write: they say nothing an operator needs to read.
const NOISE = new Set(['updated_at', 'search_text', 'sort_price']);

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields a write changed, with their values before and after (all fields for an insert or a delete). */
export function auditChanges(before: Row, after: Row): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !NOISE.has(field));
  return fields
    .filter((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after?.[field] ?? null))
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }));
}
