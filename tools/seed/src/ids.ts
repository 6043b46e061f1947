import { createHash } from 'node:crypto';

/** Kinds of seeded rows; the kind is part of each id's hash, so two kinds never share an id. */
export type SeedKind = 'category' | 'subcategory' | 'attribute' | 'product' | 'partner' | 'heroBanner' | 'specDefinition' | 'specOption' | 'seller' | 'lead' | 'subscriber';

/**
 * Deterministic version-4-shaped UUID of a seeded row, hashed from its kind and a key that names
 * it (a product's name, a category's value): the same row gets the same id on every seed, and the
 * ids look like the random ones the back office creates. The storefront shows a product's first
 * eight hex digits as its code, so sequential ids made every card read the same code.
 */
export function seedUuid(kind: SeedKind, key: string): string {
  if (key.trim() === '') throw new RangeError(`seed key of a ${kind} is blank`);
  const hex = createHash('sha256').update(`oneboss-seed/${kind}/${key}`).digest('hex');
  // Version nibble 4, variant bits 10xx (the admin form accepts only v4 ids).
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
