// Hosted PostgREST builds its JSON in Postgres: numeric columns arrive as JSON
// numbers and timestamps in ISO 8601 (`2025-01-02T03:04:05.123+00:00`). Lite
// serialises the driver's values, which by default keep numerics like `12.50` as
// strings and timestamps in Postgres' text form (`2025-01-02 03:04:05.123+00`).
// These parsers make both drivers hand lite what hosted would send.

/** `12.50` → 12.5, as JSON.parse reads PostgREST's `12.50`; values a double cannot hold stay text. */
export function parseNumeric(value: string): number | string {
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/** `2025-01-02 03:04:05.123+00` → `2025-01-02T03:04:05.123+00:00`; `infinity` stays as it is. */
export function parseTimestamptz(value: string): string {
  const match = value.match(/^(\d{4,}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?(?::?(\d{2}))?$/);
  if (!match) return value;
  const [, date, time, hours, minutes = '00', seconds] = match;
  return `${date}T${time}${hours}:${minutes}${seconds ? `:${seconds}` : ''}`;
}

/** `2025-01-02 03:04:05` → `2025-01-02T03:04:05`. */
export function parseTimestamp(value: string): string {
  return value.replace(/^(\d{4,}-\d{2}-\d{2}) /, '$1T');
}

/**
 * A JSON argument as PGlite binds it: lite hands over an object's JSON text, which PGlite sends as
 * it is. PostgreSQL's driver (as lite sets it up) encoded that text once more, so a function taking
 * `jsonb` received the JSON string of its object there; hosted PostgREST passes the object.
 */
export function serializeJson(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const JSON_OID = 114;
export const JSONB_OID = 3802;
export const NUMERIC_OID = 1700;
export const TIMESTAMP_OID = 1114;
export const TIMESTAMPTZ_OID = 1184;
