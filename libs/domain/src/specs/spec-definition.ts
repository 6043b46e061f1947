/**
 * Specification definitions: what a category's listings are described by (a boat's length, a
 * car's mileage). Staff manage them in the back office; the database validates every value
 * against its definition, so adding one needs no deploy and no migration.
 */

export const SPEC_TYPES = ['number', 'integer', 'year', 'boolean', 'option', 'options', 'text'] as const;
export type SpecType = (typeof SPEC_TYPES)[number];

/** Types filtered and sorted as a min-max range. */
export const RANGE_SPEC_TYPES: readonly SpecType[] = ['number', 'integer', 'year'];

export function isSpecType(value: unknown): value is SpecType {
  return typeof value === 'string' && (SPEC_TYPES as readonly string[]).includes(value);
}

/**
 * The fixed unit table. `symbol` is what the buyer reads after a value; `toBase` converts a value
 * to the unit named in `base` (shown beside it when `showBase`: "45 pés (13,7 m)").
 */
export const SPEC_UNITS = {
  m: { label: 'metros', symbol: 'm', toBase: 1, base: 'm', showBase: false },
  ft: { label: 'pés', symbol: 'pés', toBase: 0.3048, base: 'm', showBase: true },
  m2: { label: 'metros quadrados', symbol: 'm²', toBase: 1, base: 'm2', showBase: false },
  km: { label: 'quilômetros', symbol: 'km', toBase: 1, base: 'km', showBase: false },
  mi: { label: 'milhas', symbol: 'mi', toBase: 1.609344, base: 'km', showBase: true },
  h: { label: 'horas', symbol: 'h', toBase: 1, base: 'h', showBase: false },
  cv: { label: 'cavalos-vapor', symbol: 'cv', toBase: 1, base: 'cv', showBase: false },
  kn: { label: 'nós', symbol: 'nós', toBase: 1.852, base: 'kmh', showBase: false },
  nmi: { label: 'milhas náuticas', symbol: 'nm', toBase: 1.852, base: 'km', showBase: true },
  mm: { label: 'milímetros', symbol: 'mm', toBase: 1, base: 'mm', showBase: false },
  ct: { label: 'quilates', symbol: 'ct', toBase: 1, base: 'ct', showBase: false },
  l: { label: 'litros', symbol: 'L', toBase: 1, base: 'l', showBase: false },
  kg: { label: 'quilogramas', symbol: 'kg', toBase: 1, base: 'kg', showBase: false },
  people: { label: 'pessoas', symbol: 'pessoas', toBase: 1, base: 'people', showBase: false },
  brl: { label: 'reais', symbol: 'R$', toBase: 1, base: 'brl', showBase: false },
  brl_month: { label: 'reais por mês', symbol: 'R$/mês', toBase: 1, base: 'brl', showBase: false },
  brl_year: { label: 'reais por ano', symbol: 'R$/ano', toBase: 1, base: 'brl', showBase: false },
} as const;

export type SpecUnit = keyof typeof SPEC_UNITS;
export const SPEC_UNIT_KEYS = Object.keys(SPEC_UNITS) as SpecUnit[];

export function isSpecUnit(value: unknown): value is SpecUnit {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SPEC_UNITS, value);
}

/** One choice of an `option` or `options` definition; `value` is its slug in URLs and CSV. */
export interface SpecOption {
  value: string;
  label: string;
}

/** A definition as the apps read it (camelCase of public.spec_definitions and its options). */
export interface SpecDefinition {
  id: string;
  categoryId: string;
  /** Narrows the definition to one subcategory; null = the whole category. */
  subcategoryId: string | null;
  /** URL parameter and CSV column: lowercase letters, digits and '_', unique per category. */
  key: string;
  label: string;
  type: SpecType;
  /** Only for number, integer (and never for year, boolean, option(s), text). */
  unit: SpecUnit | null;
  /** Decimal places of a number (0 for integer and year). */
  decimals: number;
  min: number | null;
  max: number | null;
  required: boolean;
  filterable: boolean;
  sortable: boolean;
  /** Shown on the card; at most three per category. */
  headline: boolean;
  position: number;
  /** Heading it is grouped under on the product page ("Motor", "Dimensões"); null = "Geral". */
  groupLabel: string | null;
  /** For option and options, in display order; empty otherwise. */
  options: SpecOption[];
}

/** A product's value of one definition; which field is set follows the definition's type. */
export type SpecValue =
  | { type: 'number' | 'integer' | 'year'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'option'; value: string }
  | { type: 'options'; value: string[] }
  | { type: 'text'; value: string };

/** A listing's values keyed by definition key. */
export type SpecValues = Record<string, SpecValue['value']>;

/**
 * Keys a definition cannot take, because the shop's URL already uses them (or will: the seller
 * and buyer features read the same URL).
 */
export const RESERVED_SPEC_KEYS = [
  'search', 'category', 'subcategories', 'attributes', 'page', 'sort', 'preco', 'uf', 'cidade',
  'vendedor', 'reduzido', 'ids', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term',
  'gclid', 'fbclid', 'procura', 'price', 'newest', 'relevance',
] as const;

export const SPEC_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export function isAllowedSpecKey(key: string): boolean {
  return SPEC_KEY_PATTERN.test(key) && !(RESERVED_SPEC_KEYS as readonly string[]).includes(key);
}

/** A listing's public location; the exact address is private and never read by the storefront. */
export interface ListingLocation {
  uf: string;
  cityId: number;
  cityName: string;
  bairro: string | null;
}
