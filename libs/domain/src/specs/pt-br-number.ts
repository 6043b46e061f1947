// Apart from the spec schemas so the shop's URL parsing, in every page's first chunk, needs no zod.
const SPACES = /[\s\u00a0\u202f]/g;
const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^-?\d+(,\d+)?$/;

/**
 * A number as a person in Brazil types it: "1.250,5", "1250,5", "45" (dots group thousands, the
 * comma is the decimal point). "13.7" is refused rather than guessed: read the pt-BR way it is 137.
 * Returns the number and its decimal places as typed, or null.
 */
export function readPtBrNumber(text: string): { value: number; decimals: number } | null {
  const compact = text.replace(SPACES, '');
  if (!GROUPED.test(compact) && !PLAIN.test(compact)) return null;
  const [whole, fraction = ''] = compact.replace(/\./g, '').split(',');
  const value = Number(`${whole}.${fraction || '0'}`);
  return Number.isFinite(value) ? { value, decimals: fraction.replace(/0+$/, '').length } : null;
}
