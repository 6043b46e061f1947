import type { Attribute } from './entities';
import type { ProductFormValues } from './schemas/product-form';

/** Product form field changes with knock-on effects. */

/** On request clears both prices (the inputs are then disabled). */
export function withPriceOnRequest(values: ProductFormValues, priceOnRequest: boolean): ProductFormValues {
  return priceOnRequest ? { ...values, priceOnRequest, price: '', salePrice: '' } : { ...values, priceOnRequest };
}

/** A new category clears the subcategory and the attribute. */
export function withCategory(values: ProductFormValues, categoryId: string): ProductFormValues {
  return { ...values, categoryId, subcategoryId: null, attributeId: null };
}

/** A new subcategory defaults the attribute to its first one, if it has any. */
export function withSubcategory(
  values: ProductFormValues,
  subcategoryId: string | null,
  attributes: readonly Pick<Attribute, 'id'>[],
): ProductFormValues {
  return { ...values, subcategoryId, attributeId: attributes[0]?.id ?? null };
}

/** A saved attribute that is not among the subcategory's attributes is replaced by the first one. */
export function validAttributeId(
  attributeId: string | null | undefined,
  attributes: readonly Pick<Attribute, 'id'>[],
): string | null {
  if (attributeId && attributes.some((attribute) => attribute.id === attributeId)) return attributeId;
  return attributes[0]?.id ?? null;
}
