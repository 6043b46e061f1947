/**
 * What the product page says of a listing's price history (issue 33): the database keeps every
 * change (price_history) and answers the highest price of the last 30 days and when the listing
 * was first listed (listing_price_summary); the shop's "Preço reduzido" filter uses the same rule.
 */
export interface PriceSummary {
  /** The highest effective price (sale price, else price) the listing had in the last 30 days, its current one included. */
  highestRecentPrice: number | null;
  /** When the listing was first put on the site (ISO 8601). */
  listedAt: string | null;
}

/** What a listing sells for now; none under 'Sob Consulta' or without a price. */
export function currentPrice(p: { price: number | null; salePrice: number | null; priceOnRequest: boolean }): number | null {
  return p.priceOnRequest ? null : (p.salePrice ?? p.price);
}

/**
 * The drop from the highest recent price to the current one, in whole percent: rounded, and at
 * least 1 (a real cut never reads "0%"). Null when the price is not lower, or either is missing.
 */
export function priceDropPercent(highest: number | null, current: number | null): number | null {
  if (highest === null || current === null || !(highest > 0) || !(current >= 0) || !(current < highest)) return null;
  return Math.min(100, Math.max(1, Math.round((1 - current / highest) * 100)));
}

export const priceDropLabel = (percent: number) => `Preço reduzido em ${percent}%`;

const DAY_MS = 86_400_000;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How long a listing has been on the site, in pt-BR: "No site desde hoje", "No site há 12 dias", "No site há 3 meses", "No site há 2 anos". */
export function listedForLabel(listedAt: string, now: Date): string | null {
  const listed = Date.parse(listedAt);
  if (Number.isNaN(listed)) return null;
  const days = Math.floor((now.getTime() - listed) / DAY_MS);
  if (days < 1) return 'No site desde hoje';
  if (days < 30) return `No site há ${plural(days, 'dia', 'dias')}`;
  if (days < 365) return `No site há ${plural(Math.floor(days / 30), 'mês', 'meses')}`;
  return `No site há ${plural(Math.floor(days / 365), 'ano', 'anos')}`;
}
