import { normalizeSearch } from '@oneboss/domain';

/**
 * The ILIKE pattern for a search term, matched against the generated `search_text` column.
 * LIKE wildcards (`%`, `_`) and the backslash are escaped; PostgREST reads `*` as `%`, so a
 * literal `*` becomes `_` (any one character, which still matches the star itself).
 * Commas, dots and parentheses are safe here because the term never goes into an `or=(...)` list.
 */
export function searchPattern(term: string): string | null {
  const normalized = normalizeSearch(term);
  if (!normalized) return null;
  const escaped = normalized.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_');
  return `%${escaped}%`;
}
