import { formatPtBrReais } from './pt-br-number';

/**
 * Money is handled as integer centavos inside the domain so that masks and
 * parsing are exact; reais (number with two decimals) only at the edges.
 */

/** numeric(14,2) holds at most 14 digits: the mask never produces more. */
export const MAX_PRICE_DIGITS = 14;

export function toCentavos(reais: number): number {
  return Math.round(reais * 100);
}

export function fromCentavos(centavos: number): number {
  return centavos / 100;
}

/**
 * Formats reais as Intl pt-BR BRL ("R$ 1.234,56", with Intl's no-break space
 * after the symbol). `null` gives '' so an empty price field stays empty.
 */
export function formatBRL(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return formatPtBrReais(fromCentavos(toCentavos(value)));
}

const SPACES = /[\s\u00a0\u202f]/g;
const PLAIN_AMOUNT = /^-?\d+(,\d+)?$/;

/**
 * Parses what a person or the mask typed: drops "R$", spaces and thousand
 * dots, then reads the comma as the decimal point. '' and anything that is
 * not an amount give null. The result is rounded to centavos.
 */
export function parseBRL(text: string | null | undefined): number | null {
  if (text == null) return null;
  const compact = text.replace(SPACES, '').replace(/^(-?)R\$/i, '$1').replace(/\./g, '');
  if (!PLAIN_AMOUNT.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return fromCentavos(toCentavos(value));
}

/**
 * Currency mask for price inputs: keeps the digits only, reads them
 * as centavos and formats them; no digits gives ''.
 */
export function maskBRLInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, MAX_PRICE_DIGITS);
  if (digits === '') return '';
  return formatBRL(fromCentavos(Number(digits)));
}

/**
 * A price pasted or autofilled whole is read as written ("1.180.000", "1180000",
 * "R$ 1.180.000,50"), not as centavos: the mask's digit shifting only suits typing
 * one digit at a time. Text that is no amount falls back to the mask.
 */
export function readWrittenBRL(text: string): string {
  const reais = parseBRL(text);
  if (reais === null || reais < 0 || String(toCentavos(reais)).length > MAX_PRICE_DIGITS) return maskBRLInput(text);
  return formatBRL(reais);
}

/** A saved price moving by more than half of itself (up or down) is likely a slip of the decimal places. */
export function isLargePriceChange(before: number | null, after: number | null): boolean {
  if (before === null || after === null || before <= 0) return false;
  return Math.abs(after - before) > before / 2;
}
