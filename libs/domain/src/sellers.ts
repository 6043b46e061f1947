import { LOCALE } from './constants';
import { formatPtBrNumber } from './pt-br-number';
import { formatCity } from './specs/spec-format';

/** The kinds of seller (sellers.kind). */
export const SELLER_KINDS = ['concessionaria', 'imobiliaria', 'corretor', 'particular', 'oneboss'] as const;
export type SellerKind = (typeof SELLER_KINDS)[number];

export const SELLER_KIND_LABELS: Readonly<Record<SellerKind, string>> = {
  concessionaria: 'Concessionária',
  imobiliaria: 'Imobiliária',
  corretor: 'Corretor',
  particular: 'Particular',
  oneboss: 'OneBoss',
};

/** A seller page's address (sellers_slug_format): lower-case letters and digits in hyphen-joined words, at most 80. */
export function isSellerSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 80 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}

/** The fixed OneBoss seller (its own stock, and every listing that names no other). */
export const ONEBOSS_SELLER_ID = '00000000-0000-4000-8000-000000000001';

/** A seller as the storefront shows it: never its e-mail, which visitors cannot read. */
export interface Seller {
  id: string;
  slug: string;
  name: string;
  kind: SellerKind;
  /** The logo's object path in the public `seller-logos` bucket, or null. */
  logoPath: string | null;
  /** City and UF; null when the seller gave none. */
  location: { uf: string; cityName: string } | null;
  /** Digits with the country code (5511987654321). */
  whatsapp: string;
  cnpj: string | null;
  creci: string | null;
  /** When OneBoss verified the seller and what it checked; null: not verified. */
  verification: { at: string; note: string } | null;
}

export function isSellerKind(value: unknown): value is SellerKind {
  return typeof value === 'string' && (SELLER_KINDS as readonly string[]).includes(value);
}

/** "São Paulo - SP", or null without a city. */
export function sellerCity(seller: Pick<Seller, 'location'>): string | null {
  return seller.location ? formatCity(seller.location) : null;
}

/** "12.345.678/0001-90" from 14 digits; anything else as it is. */
export function formatCnpj(cnpj: string): string {
  return /^\d{14}$/.test(cnpj) ? cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5') : cnpj;
}

/** The seller's registrations as shown on its page: "CNPJ 12.345.678/0001-90", "CRECI 31457-J". */
export function sellerRegistrations(seller: Pick<Seller, 'cnpj' | 'creci' | 'location'>): string[] {
  const lines: string[] = [];
  if (seller.cnpj) lines.push(`CNPJ ${formatCnpj(seller.cnpj)}`);
  if (seller.creci) lines.push(seller.location ? `CRECI-${seller.location.uf} ${seller.creci}` : `CRECI ${seller.creci}`);
  return lines;
}

/** São Paulo has kept UTC-3 all year since its last summer time ended, on 2019-02-17 at 02:00 UTC. */
const SAO_PAULO_FIXED_SINCE = Date.UTC(2019, 1, 17, 2);
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;
let earlierDates: Intl.DateTimeFormat | undefined;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A day in São Paulo as Intl writes it in pt-BR ("11/10/2026"). Intl only for a day before 2019,
 * which no verification here has: its first use starts the browser's formatting services, in the
 * task that starts a seller's or a product's page (pt-br-number.ts).
 */
function saoPauloDate(date: Date): string {
  if (date.getTime() < SAO_PAULO_FIXED_SINCE) {
    earlierDates ??= new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
    return earlierDates.format(date);
  }
  const local = new Date(date.getTime() + SAO_PAULO_OFFSET_MS);
  return `${twoDigits(local.getUTCDate())}/${twoDigits(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

/** What the verified mark means: "Verificado pela OneBoss em 12/10/2026: CNPJ e endereço". */
export function verificationText(verification: NonNullable<Seller['verification']>): string {
  return `Verificado pela OneBoss em ${saoPauloDate(new Date(verification.at))}: ${verification.note}`;
}

/**
 * The product and seller pages' line on how fast a seller answers (the average hours from a lead to its first
 * status change or note, over its last 180 days, once it has five answered leads): whole hours, or
 * "menos de 1 h".
 */
export function responseTimeText(averageHours: number): string {
  if (averageHours < 1) return 'Responde em média em menos de 1 h';
  return `Responde em média em ${formatPtBrNumber(Math.round(averageHours))} h`;
}

/**
 * The schema.org type of a seller's page: a dealership is an AutoDealer; an agency, or a broker
 * with a CRECI (a real-estate broker), a RealEstateAgent; anyone else an Organization.
 */
export function sellerSchemaType(seller: Pick<Seller, 'kind' | 'creci'>): 'AutoDealer' | 'RealEstateAgent' | 'Organization' {
  if (seller.kind === 'concessionaria') return 'AutoDealer';
  if (seller.kind === 'imobiliaria' || (seller.kind === 'corretor' && seller.creci)) return 'RealEstateAgent';
  return 'Organization';
}

/** pt-BR texts of the seller form and of the database's seller constraints. */
export const SELLER_FIELD_MESSAGES = {
  name: 'Informe o nome do vendedor, com até 120 caracteres.',
  slug: 'O endereço da página deve ter até 80 letras minúsculas sem acento, números e hífens (ex.: prime-motors).',
  kind: 'Escolha o tipo de vendedor.',
  whatsapp: 'Informe o WhatsApp com DDI e DDD, só números (ex.: 5511987654321).',
  email: 'Informe um e-mail válido.',
  cnpj: 'Informe o CNPJ com 14 dígitos.',
  creci: 'Informe o CRECI como no registro (ex.: 31457-J).',
  cityNeedsUf: 'Escolha a UF antes da cidade.',
  logo: 'Logo inválido. Envie a imagem novamente.',
  verifiedNote: 'Diga o que foi verificado (até 300 caracteres).',
  seller: 'Escolha o vendedor do anúncio.',
} as const;

/** A seller the panel was asked for and does not hold (deleted, or an address no seller has). */
export const SELLER_NOT_FOUND = 'Vendedor não encontrado.';
