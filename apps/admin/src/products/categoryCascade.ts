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
 * The attribute kept when the subcategory's list is known: a saved one that is among them, else
 * none. The operator picks it; the form never fills one in on its own.
 */
export function keptAttribute(attributes: readonly Attribute[], attributeId: string | null | undefined): string | null {
  return attributeId && attributes.some((attribute) => attribute.id === attributeId) ? attributeId : null;
}
