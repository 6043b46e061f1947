import { describe, expect, it } from 'vitest';
import { validAttributeId, withCategory, withPriceOnRequest, withSubcategory } from './product-form-transitions';
import { PRODUCT_FORM_DEFAULTS, type ProductFormValues } from './schemas/product-form';

const values: ProductFormValues = {
  ...PRODUCT_FORM_DEFAULTS,
  price: 'R$ 10,00',
  salePrice: 'R$ 8,00',
  categoryId: 'c1',
  subcategoryId: 's1',
  attributeId: 'a1',
};

describe('product form transitions', () => {
  it('on request clears both prices; turning it off keeps them empty', () => {
    const onRequest = withPriceOnRequest(values, true);
    expect(onRequest).toMatchObject({ priceOnRequest: true, price: '', salePrice: '' });
    expect(withPriceOnRequest(onRequest, false)).toMatchObject({ priceOnRequest: false, price: '' });
  });

  it('a new category clears subcategory and attribute', () => {
    expect(withCategory(values, 'c2')).toMatchObject({ categoryId: 'c2', subcategoryId: null, attributeId: null });
  });

  it('a new subcategory defaults to its first attribute', () => {
    expect(withSubcategory(values, 's2', [{ id: 'a9' }, { id: 'a8' }])).toMatchObject({ subcategoryId: 's2', attributeId: 'a9' });
    expect(withSubcategory(values, 's3', [])).toMatchObject({ subcategoryId: 's3', attributeId: null });
  });

  it('replaces a saved attribute that is not in the list', () => {
    expect(validAttributeId('a2', [{ id: 'a1' }, { id: 'a2' }])).toBe('a2');
    expect(validAttributeId('zz', [{ id: 'a1' }])).toBe('a1');
    expect(validAttributeId(null, [])).toBeNull();
  });
});
