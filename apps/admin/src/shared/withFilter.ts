/** A copy of `filters` with `key` set, or removed when `value` is empty. */
export function withFilter(filters: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const next = { ...filters };
  if (value === null || value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}
