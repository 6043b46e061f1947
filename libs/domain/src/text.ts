import { META_DESCRIPTION_MAX } from './constants';

const COMBINING_MARKS = /\p{M}/gu;

/** Removes diacritics the way Postgres `unaccent` does for Portuguese letters. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/**
 * Lower-case letters that have no decomposition but that Postgres `unaccent`
 * still folds to plain letters (Latin-1 Supplement and Latin Extended-A).
 */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  ð: 'd',
  ø: 'o',
  þ: 'th',
  ß: 'ss',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ĳ: 'ij',
  ĸ: 'q',
  ŀ: 'l',
  ł: 'l',
  ŉ: "'n",
  ŋ: 'n',
  œ: 'oe',
  ŧ: 't',
  ſ: 's',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/** Lower-cased, unaccented text as lower(unaccent(text)) gives it for Latin letters. */
export function foldLatin(text: string): string {
  return stripAccents(text.toLowerCase()).replace(FOLDABLE, (letter) => FOLDED_LETTERS[letter]);
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Alphabetical order in pt-BR ("Amapá" before "Amazonas", "Ceará" before "Distrito Federal"):
 * letters first without accents or case, then as written. Not Intl.Collator, whose first use
 * starts the browser's formatting services (pt-br-number.ts says what that costs).
 */
export function comparePtBr(a: string, b: string): number {
  return byCodeUnits(foldLatin(a), foldLatin(b)) || byCodeUnits(a, b);
}

/**
 * Search term as the database compares it: `search_text` is
 * lower(f_unaccent(...)) with white space collapsed, so the term is trimmed,
 * its spaces collapsed, lower-cased and unaccented.
 */
export function normalizeSearch(term: string): string {
  return foldLatin(term.replace(/\s+/g, ' ').trim());
}

/** Product code shown on the detail page: first 8 characters of the id, upper-cased. */
export function productCode(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

const HTML_TAG = /<[^>]*>/g;
const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Plain text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(HTML_TAG, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of an HTML description, cut to `max` characters with an ellipsis (meta description). */
export function truncateMeta(text: string, max: number = META_DESCRIPTION_MAX): string {
  const plain = htmlToText(text);
  const chars = Array.from(plain);
  if (chars.length <= max) return plain;
  return `${chars.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}

export function whatsappMessage(productName: string): string {
  return `Olá, vim do site e quero saber mais sobre o produto "${productName}"`;
}

export function whatsappUrl(phoneDigits: string, message: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

const PROBE_ORIGIN = 'http://redirect.invalid';

/**
 * `redirect_to` accepts same-origin relative paths only; anything else gives '/'.
 * Backslashes and control characters are refused because browsers turn
 * "/\evil.com" and "/\t/evil.com" into "//evil.com".
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (typeof value !== 'string') return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** First letter of a name or e-mail, upper-cased, for an avatar fallback. */
export function avatarInitial(nameOrEmail: string | null | undefined): string {
  const first = Array.from((nameOrEmail ?? '').trim())[0];
  return first ? first.toUpperCase() : '?';
}
