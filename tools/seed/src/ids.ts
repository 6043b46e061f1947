/** Kinds of seeded rows; each gets its own UUID prefix so ids are readable in tests and logs. */
export const SEED_KIND = {
  category: 1,
  subcategory: 2,
  attribute: 3,
  product: 4,
  partner: 5,
  heroBanner: 6,
} as const;

export type SeedKind = keyof typeof SEED_KIND;

/**
 * Deterministic version-4-shaped UUID for the n-th seeded row of a kind, e.g. product 7 is
 * `00000004-0000-4000-8000-000000000007`; the admin form accepts only v4 category ids.
 */
export function seedUuid(kind: SeedKind, n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 999_999_999_999) {
    throw new RangeError(`seed number out of range: ${n}`);
  }
  const prefix = SEED_KIND[kind].toString(16).padStart(8, '0');
  return `${prefix}-0000-4000-8000-${n.toString().padStart(12, '0')}`;
}
