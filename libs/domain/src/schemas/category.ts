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

/**
 * A category's search terms as staff type them, separated by commas: single words of 2 to 40
 * characters without markup, at most 30, repeats dropped (the database's categories_search_terms_check).
 */
export const categorySearchTermsSchema = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((term) => term.trim()).filter((term) => term !== ''))])
  .pipe(
    z
      .array(
        z
          .string()
          .min(2, { error: CATEGORY_FIELD_MESSAGES.searchTermLength })
          .max(40, { error: CATEGORY_FIELD_MESSAGES.searchTermLength })
          .regex(/^[^\s<>"&;,\p{Cc}]+$/u, { error: CATEGORY_FIELD_MESSAGES.searchTermCharacters }),
      )
      .max(30, { error: CATEGORY_FIELD_MESSAGES.searchTermCount }),
  );

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
