interface AuditPart {
  id: string;
  details?: { type: string; items?: unknown };
}

/** The text that says what an item of an audit's table is: a console message, a request's URL. */
function itemText(item: Record<string, unknown>): string | null {
  const location = item.sourceLocation as { url?: unknown } | undefined;
  const text = [item.description, item.url ?? location?.url].filter((part): part is string => typeof part === 'string' && part !== '');
  return text.length ? text.join(' at ') : null;
}

/**
 * A failed audit named with what it found (the console's error, the insecure request), so that
 * a failure seen once in a long run can be explained from the run's own output.
 */
export function failedAudit(audit: AuditPart): string {
  const items = audit.details?.type === 'table' && Array.isArray(audit.details.items) ? (audit.details.items as Record<string, unknown>[]) : [];
  const found = items.map(itemText).filter((text) => text !== null);
  if (!found.length) return audit.id;
  return `${audit.id} (${found[0]}${found.length > 1 ? `, and ${found.length - 1} more` : ''})`;
}
