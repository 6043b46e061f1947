import { z } from 'zod';
import {
  CATEGORY_MESSAGES,
  attributeInputSchema,
  categoryInputSchema,
  isDuplicateAttribute,
  isDuplicateSubcategoryType,
  subcategoryInputSchema,
  type Attribute,
  type Category,
  type Subcategory,
} from '@oneboss/domain';
import { MESSAGES } from '@oneboss/data';

/** New category: the domain's name and slug rules, and a slug no other category uses (it is the /loja/{slug} path). */
export function categoryFormSchema(existing: readonly Pick<Category, 'value'>[]) {
  return z
    .object({ name: categoryInputSchema.shape.name, slug: categoryInputSchema.shape.value })
    .refine((values) => !existing.some((category) => category.value === values.slug), {
      path: ['slug'],
      error: MESSAGES.categoryDuplicate,
    });
}

/** New subcategory: domain rules, and a slug not yet used in the same category. */
export function subcategoryFormSchema(siblings: readonly Pick<Subcategory, 'id' | 'type'>[]) {
  return z
    .object({ name: subcategoryInputSchema.shape.name, slug: subcategoryInputSchema.shape.type })
    .refine((values) => !isDuplicateSubcategoryType(values.slug, siblings), {
      path: ['slug'],
      error: CATEGORY_MESSAGES.duplicateSubcategory,
    });
}

/** New attribute: a name that the subcategory does not have yet. */
export function attributeFormSchema(siblings: readonly Pick<Attribute, 'id' | 'name'>[]) {
  return z
    .object({ name: attributeInputSchema.shape.name })
    .refine((values) => !isDuplicateAttribute(values.name, siblings), {
      path: ['name'],
      error: CATEGORY_MESSAGES.duplicateAttribute,
    });
}
