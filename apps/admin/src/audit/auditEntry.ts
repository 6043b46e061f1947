/** A row of public.audit_log as the data provider returns it. */
export interface AuditEntry {
  id: number;
  table_name: string;
  record_id: string | null;
  action: 'insert' | 'update' | 'delete';
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  changed_at: string;
}
