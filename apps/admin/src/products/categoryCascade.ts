import type { Attribute, Category, Subcategory } from '@oneboss/domain';

export function subcategoriesOf(tree: readonly Category[], categoryId: string | null | undefined): Subcategory[] {
  return tree.find((category) => category.id === categoryId)?.subcategories ?? [];
}

export function attributesOf(tree: readonly Category[], subcategoryId: string | null | undefined): Attribute[] {
  if (!subcategoryId) return [];
  for (const category of tree) {
    const subcategory = category.subcategories?.find((candidate) => candidate.id === subcategoryId);
    if (subcategory) return subcategory.attributes ?? [];
  }
  return [];
}

/** Choosing a category clears the subcategory and the attribute. */
export function afterCategoryChange(): { subcategoryId: null; attributeId: null } {
  return { subcategoryId: null, attributeId: null };
}

/**
 * Choosing a subcategory replaces the attribute by its first one, if it has any; a
 * saved attribute that is not among the subcategory's also falls back to the first.
 */
export function reconcileAttribute(attributes: readonly Attribute[], attributeId: string | null | undefined): string | null {
  if (attributeId && attributes.some((attribute) => attribute.id === attributeId)) return attributeId;
  return attributes[0]?.id ?? null;
}
