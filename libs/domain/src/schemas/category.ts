import { z } from '../zod';
import type { Attribute, Subcategory } from '../entities';
import { foldLatin, normalizeSearch } from '../text';
import { isUuid } from '../uuid';
import { requiredText } from './fields';
import { CATEGORY_FIELD_MESSAGES } from './field-messages';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slug of a name: accents stripped, lower-case, runs of other characters turned into single hyphens. */
export function slugify(name: string): string {
  return foldLatin(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const slug = requiredText(CATEGORY_FIELD_MESSAGES.slug).regex(SLUG_PATTERN, {
  error: CATEGORY_FIELD_MESSAGES.slugFormat,
});

export const categoryInputSchema = z.object({
  name: requiredText(CATEGORY_FIELD_MESSAGES.name),
  value: slug,
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

export const subcategoryInputSchema = z.object({
  categoryId: z.string().refine((id) => isUuid(id), { error: CATEGORY_FIELD_MESSAGES.parent }),
  name: requiredText(CATEGORY_FIELD_MESSAGES.name),
  type: slug,
});
export type SubcategoryInput = z.output<typeof subcategoryInputSchema>;

export const attributeInputSchema = z.object({
  subcategoryId: z.string().refine((id) => isUuid(id), { error: CATEGORY_FIELD_MESSAGES.parentSubcategory }),
  name: requiredText(CATEGORY_FIELD_MESSAGES.attribute),
});
export type AttributeInput = z.output<typeof attributeInputSchema>;

/** Inline rename of a category, subcategory or attribute: the name must not be blank. */
export const renameSchema = z.object({
  name: requiredText(CATEGORY_FIELD_MESSAGES.name),
});

/** Whether a subcategory slug is already used in its category ('Já existe uma subcategoria…'). */
export function isDuplicateSubcategoryType(
  type: string,
  siblings: readonly Pick<Subcategory, 'id' | 'type'>[],
  exceptId?: string,
): boolean {
  const wanted = type.trim().toLowerCase();
  return siblings.some((sibling) => sibling.id !== exceptId && sibling.type.trim().toLowerCase() === wanted);
}

/** Whether an attribute already exists in its subcategory, ignoring case and accents. */
export function isDuplicateAttribute(
  name: string,
  siblings: readonly Pick<Attribute, 'id' | 'name'>[],
  exceptId?: string,
): boolean {
  const wanted = normalizeSearch(name);
  return siblings.some((sibling) => sibling.id !== exceptId && normalizeSearch(sibling.name) === wanted);
}
