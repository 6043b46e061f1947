// Numbers the pt-BR way, read and written, with neither zod (the shop's URL parsing is in every
// page's first chunk) nor Intl: the first Intl formatter a page builds starts the browser's
// formatting services (ICU), 26-57 ms on the bench host in a fresh page and four times that on the
// reference phone, in the task that starts the page. Property tests hold the output equal to Intl's.
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

export interface PtBrNumberOptions {
  minimumFractionDigits?: number;
  /** Intl's default for a plain number: 3, or the minimum when that is more. */
  maximumFractionDigits?: number;
  useGrouping?: boolean;
}

/** No-break space, as Intl puts between "R$" and the amount. */
const NBSP = '\u00a0';

/** The digits of |value| in plain notation ("1e+21" -> "1000000000000000000000", "1e-7" -> "0.0000001"). */
function plainDigits(magnitude: number): string {
  // The shortest text that reads back as the same double, as ICU rounds from: 1.005 is "1.005".
  const text = String(magnitude);
  const exponential = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponential) return text;
  const digits = exponential[1] + (exponential[2] ?? '');
  const point = 1 + Number(exponential[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Intl writes a minus before negative zero too ("-0"). */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** Adds one to a string of decimal digits ("199" -> "200", "99" -> "100"). */
function incremented(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1);
}

/** Thousands in groups of three with dots, as pt-BR groups from four digits on. */
function grouped(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** A number as Intl.NumberFormat('pt-BR', options) writes it: "1.234,5", "-0,25", "1234" without grouping. */
export function formatPtBrNumber(value: number, options: PtBrNumberOptions = {}): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = isNegative(value) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = options.maximumFractionDigits ?? Math.max(minimum, 3);
  const [wholeDigits, fractionDigits = ''] = plainDigits(Math.abs(value)).split('.');
  let whole = wholeDigits;
  let fraction = fractionDigits;
  if (fraction.length > maximum) {
    // Half away from zero, Intl's default ("halfExpand"), on the decimal digits themselves.
    const roundsUp = fraction.charCodeAt(maximum) >= '5'.charCodeAt(0);
    const kept = whole + fraction.slice(0, maximum);
    const rounded = roundsUp ? incremented(kept) : kept;
    whole = rounded.slice(0, rounded.length - maximum) || '0';
    fraction = rounded.slice(rounded.length - maximum);
  }
  fraction = fraction.padEnd(minimum, '0');
  let end = fraction.length;
  while (end > minimum && fraction[end - 1] === '0') end -= 1;
  fraction = fraction.slice(0, end);
  const integer = options.useGrouping === false ? whole : grouped(whole);
  return `${sign}${integer}${fraction ? `,${fraction}` : ''}`;
}

/** Reais as Intl's pt-BR BRL currency: "R$ 1.234,50", "-R$ 10,00"; `fractionDigits` places (Intl's default 2). */
export function formatPtBrReais(value: number, fractionDigits = 2): string {
  const number = formatPtBrNumber(Math.abs(value), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  return `${isNegative(value) ? '-' : ''}R$${NBSP}${number}`;
}
