/**
 * What a listing is, for search engines: the schema.org type its specs describe. It follows the
 * category (by slug), so a new category is a plain Product until it is named here.
 */
export type ListingKind = 'car' | 'residence' | 'product';

const KIND_BY_CATEGORY: Readonly<Record<string, ListingKind>> = {
  veiculos: 'car',
  imoveis: 'residence',
};

export function listingKind(categorySlug: string | undefined): ListingKind {
  return categorySlug !== undefined && Object.hasOwn(KIND_BY_CATEGORY, categorySlug) ? KIND_BY_CATEGORY[categorySlug] : 'product';
}
