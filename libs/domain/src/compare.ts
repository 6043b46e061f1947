import type { SpecDefinition, SpecValues } from './specs/spec-definition';
import { formatSpecValue } from './specs/spec-format';
import { isUuid } from './uuid';

/** At most this many listings side by side (issue 33): four columns still fit a desktop page. */
export const COMPARE_MAX = 4;

/** `/comparar?ids=a,b,c`: uuids, lower-case, once each, in the order given, the first four. */
export function parseCompareIds(raw: unknown): string[] {
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => (typeof value === 'string' ? value.split(',') : []));
  const ids = parts.map((part) => part.trim().toLowerCase()).filter((part) => isUuid(part));
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The canonical `ids` value; undefined when there is none (the parameter is left out). */
export function compareIdsParam(ids: readonly string[]): string | undefined {
  return ids.length > 0 ? ids.join(',') : undefined;
}

/** Whether the URL's search is already the canonical one (only `ids`, as written by compareIdsParam). */
export function isCanonicalCompareSearch(read: Readonly<Record<string, unknown>>, ids: readonly string[]): boolean {
  const keys = Object.keys(read).filter((key) => read[key] !== undefined);
  const param = compareIdsParam(ids);
  if (param === undefined) return keys.length === 0;
  return keys.length === 1 && keys[0] === 'ids' && read.ids === param;
}

/** A listing as the comparison reads it. */
export interface ComparedListing {
  id: string;
  categoryId: string | null;
  subcategoryId?: string | null;
  specs: SpecValues;
}

/** One row of the comparison: a label, each listing's text (null: none), and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  values: (string | null)[];
  differs: boolean;
}

/** Whether a row's texts are not all the same (a listing without a value differs from one with it). */
export const rowDiffers = (values: readonly (string | null)[]) => new Set(values).size > 1;

/**
 * The specification rows of listings of one category, by its definitions' positions (those of a
 * subcategory only when one of the listings is in it); rows no listing holds are left out.
 */
export function compareSpecRows(definitions: readonly SpecDefinition[], listings: readonly ComparedListing[]): CompareRow[] {
  const categoryId = listings[0]?.categoryId;
  if (!categoryId) return [];
  return definitions
    .filter((d) => d.categoryId === categoryId && (d.subcategoryId === null || listings.some((l) => l.subcategoryId === d.subcategoryId)))
    .sort((a, b) => a.position - b.position)
    .map((definition) => {
      const values = listings.map((listing) => formatSpecValue(definition, listing.specs[definition.key]) ?? null);
      return { key: definition.key, label: definition.label, values, differs: rowDiffers(values) };
    })
    .filter((row) => row.values.some((value) => value !== null));
}

/** What the comparison page says instead of the table, or null when it can compare. */
export function compareProblem(requested: number, found: readonly Pick<ComparedListing, 'categoryId'>[]): string | null {
  if (requested === 0) return 'Escolha anúncios para comparar: toque em "Comparar" nos anúncios da mesma categoria.';
  if (found.length < requested) {
    const missing = requested - found.length;
    return missing === 1
      ? 'Um dos anúncios não está mais disponível. Escolha outro para comparar.'
      : `${missing} dos anúncios não estão mais disponíveis. Escolha outros para comparar.`;
  }
  if (new Set(found.map((listing) => listing.categoryId)).size > 1) return 'Só é possível comparar anúncios da mesma categoria.';
  if (found.length < 2) return 'Escolha pelo menos dois anúncios da mesma categoria para comparar.';
  return null;
}

/** The browser's key of the listings chosen to compare. */
export const COMPARE_KEY = 'oneboss.compare';

/** A chosen listing as the tray shows it without asking the server. */
export interface CompareChoice {
  id: string;
  categoryId: string;
  name: string;
  imageUrl: string;
}

/** The stored choices; anything else stored there is dropped. */
export function parseCompareChoices(stored: string | null): CompareChoice[] {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const choices = parsed.filter(
    (item): item is CompareChoice =>
      item !== null && typeof item === 'object' && isUuid(item.id) && typeof item.categoryId === 'string' && typeof item.name === 'string' && typeof item.imageUrl === 'string',
  );
  const seen = new Set<string>();
  return choices.filter((choice) => !seen.has(choice.id) && seen.add(choice.id)).slice(0, COMPARE_MAX);
}

/** The choices with one added, or why it cannot be (pt-BR). */
export function addCompareChoice(choices: readonly CompareChoice[], choice: CompareChoice): { choices: CompareChoice[] } | { refused: string } {
  if (choices.some((c) => c.id === choice.id)) return { choices: [...choices] };
  if (choices.length > 0 && choices[0].categoryId !== choice.categoryId) {
    return { refused: 'Só é possível comparar anúncios da mesma categoria. Remova os escolhidos para comparar esta outra.' };
  }
  if (choices.length >= COMPARE_MAX) return { refused: `Compare até ${COMPARE_MAX} anúncios por vez. Remova um para incluir este.` };
  return { choices: [...choices, choice] };
}

/** The browser's key of the listings viewed lately. */
export const RECENTLY_VIEWED_KEY = 'oneboss.recentlyViewed';
export const RECENTLY_VIEWED_MAX = 12;

/** The ids viewed lately, newest first; anything else stored there is dropped. */
export function parseRecentlyViewed(stored: string | null): string[] {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter((id): id is string => isUuid(id)))].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list with `id` viewed now: first, once, the oldest beyond twelve forgotten. */
export function recordRecentlyViewed(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX);
}
