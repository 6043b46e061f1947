import { SEED_PRODUCTS } from './products';

/**
 * Earlier prices of a few demo listings (issue 33's price history): each listing was created at its
 * earlier price and cut to today's `cutDaysAgo` days ago. Cuts within 30 days show "Preço reduzido
 * em N%" and are found by the shop's "Preço reduzido"; the E-Type's is older and no longer counts.
 */
const CUTS: ReadonlyArray<{ name: string; earlierPrice: number; cutDaysAgo: number }> = [
  { name: 'Porsche 911 Turbo S', earlierPrice: 1_990_000, cutDaysAgo: 4 },
  { name: 'Lancha Ferretti 500', earlierPrice: 9_800_000, cutDaysAgo: 12 },
  { name: 'Casa em Condomínio no Jardim Europa', earlierPrice: 34_500_000, cutDaysAgo: 20 },
  { name: 'Relógio Rolex Datejust 41', earlierPrice: 84_000, cutDaysAgo: 9 },
  { name: 'Iate Princess Y85', earlierPrice: 41_000_000, cutDaysAgo: 25 },
  { name: 'Jaguar E-Type Série 1 1963', earlierPrice: 2_450_000, cutDaysAgo: 50 },
];

export interface SeedPriceCut {
  readonly productId: string;
  /** The price before the cut (no sale price then). */
  readonly earlierPrice: number;
  readonly cutDaysAgo: number;
}

export const SEED_PRICE_CUTS: readonly SeedPriceCut[] = CUTS.map((cut) => {
  const product = SEED_PRODUCTS.find((p) => p.name === cut.name);
  if (!product) throw new Error(`Price cut of an unknown demo listing: ${cut.name}`);
  const now = product.salePrice ?? product.price;
  if (now === null || !(now < cut.earlierPrice)) throw new Error(`${cut.name}: a cut must lower the price`);
  if (!(cut.cutDaysAgo < product.daysAgo)) throw new Error(`${cut.name}: the cut must come after the listing was created`);
  return { productId: product.id, earlierPrice: cut.earlierPrice, cutDaysAgo: cut.cutDaysAgo };
});
