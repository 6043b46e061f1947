import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../entities';
import { formatBRL, fromCentavos, maskBRLInput } from '../money';
import type { SpecDefinition } from '../specs/spec-definition';
import { ONEBOSS_SELLER_ID } from '../sellers';
import { PRODUCT_FORM_MESSAGES } from './field-messages';
import { PRODUCT_FORM_DEFAULTS, productFormSchema, productFormSchemaFor, type ProductFormValues, productToFormValues } from './product-form';

const CATEGORY = '6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60';

function fieldErrors(values: ProductFormValues): Record<string, string[]> {
  const result = productFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const LENGTH: SpecDefinition = {
  id: 'd1',
  categoryId: CATEGORY,
  subcategoryId: null,
  key: 'comprimento',
  label: 'Comprimento',
  type: 'number',
  unit: 'ft',
  decimals: 1,
  min: 10,
  max: 400,
  required: true,
  filterable: true,
  sortable: true,
  headline: true,
  position: 0,
  groupLabel: null,
  options: [],
};
const OTHER_CATEGORY_SPEC: SpecDefinition = { ...LENGTH, id: 'd2', categoryId: '7f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60', key: 'blindado', label: 'Blindado', type: 'boolean', unit: null };

const valid: ProductFormValues = {
  ...PRODUCT_FORM_DEFAULTS,
  name: '  Lancha 40 pés ',
  price: maskBRLInput('125000000'),
  salePrice: '',
  categoryId: CATEGORY,
};

describe('productFormSchema', () => {
  it('parses a valid form into the saved shape', () => {
    expect(productFormSchema.parse({ ...valid, salePrice: 'R$ 1.000.000,00', subcategoryId: '', stockQuantity: '3' })).toEqual({
      name: 'Lancha 40 pés',
      shortDescription: '',
      description: '',
      price: 1_250_000,
      salePrice: 1_000_000,
      categoryId: CATEGORY,
      subcategoryId: null,
      attributeId: null,
      subcategoryValues: {},
      featured: false,
      published: false,
      stockQuantity: 3,
      priceOnRequest: false,
      specs: {},
      uf: null,
      cityId: null,
      neighbourhood: null,
      privateAddress: null,
      // A form that names no seller (a new listing) gives the listing to OneBoss.
      sellerId: ONEBOSS_SELLER_ID,
    });
  });

  it('takes null for every emptied field, as react-admin inputs give it', () => {
    expect(
      fieldErrors({
        name: null,
        shortDescription: null,
        description: null,
        price: null,
        salePrice: null,
        categoryId: null,
        subcategoryId: null,
        attributeId: null,
        subcategoryValues: null,
        featured: null,
        published: null,
        stockQuantity: null,
        priceOnRequest: null,
        specs: null,
        uf: null,
        cityId: null,
        neighbourhood: null,
        privateAddress: null,
      }),
    ).toEqual({
      name: [PRODUCT_FORM_MESSAGES.required],
      categoryId: [PRODUCT_FORM_MESSAGES.required],
      price: [PRODUCT_FORM_MESSAGES.required],
      stockQuantity: [PRODUCT_FORM_MESSAGES.invalidStock],
    });
    expect(productFormSchema.parse({ name: 'X', categoryId: CATEGORY, price: 10, stockQuantity: 1 })).toMatchObject({
      shortDescription: '',
      description: '',
      salePrice: null,
      featured: false,
      published: false,
      priceOnRequest: false,
    });
  });

  it('accepts numbers for price and stock', () => {
    expect(productFormSchema.parse({ ...valid, price: 99.9, stockQuantity: 0 })).toMatchObject({ price: 99.9, stockQuantity: 0 });
  });

  it('marks each missing required field', () => {
    expect(fieldErrors({ ...PRODUCT_FORM_DEFAULTS })).toEqual({
      name: [PRODUCT_FORM_MESSAGES.required],
      categoryId: [PRODUCT_FORM_MESSAGES.required],
      price: [PRODUCT_FORM_MESSAGES.required],
    });
  });

  it('on request needs only name and category and saves null prices', () => {
    expect(fieldErrors({ ...PRODUCT_FORM_DEFAULTS, priceOnRequest: true })).toEqual({
      name: ['Nome e categoria são obrigatórios.'],
      categoryId: ['Nome e categoria são obrigatórios.'],
    });
    const parsed = productFormSchema.parse({ ...valid, priceOnRequest: true, price: 'lixo', salePrice: 'R$ 5,00' });
    expect(parsed).toMatchObject({ priceOnRequest: true, price: null, salePrice: null });
  });

  it('refuses prices that are not above zero or not numbers', () => {
    for (const price of ['R$ 0,00', 'abc', -5, 0]) {
      expect(fieldErrors({ ...valid, price })).toEqual({ price: ['Preço inválido'] });
    }
  });

  it('refuses an unreadable sale price', () => {
    expect(fieldErrors({ ...valid, salePrice: '12,3,4' })).toEqual({ salePrice: ['Preço promocional inválido'] });
    expect(fieldErrors({ ...valid, salePrice: null })).toEqual({});
  });

  it('needs a whole, non-negative stock', () => {
    for (const stockQuantity of ['', '1.5', '-1', 'dez', 2.5, -1, null]) {
      expect(fieldErrors({ ...valid, stockQuantity })).toEqual({ stockQuantity: ['Quantidade inválida'] });
    }
  });

  it('needs a version-4 UUID category', () => {
    expect(fieldErrors({ ...valid, categoryId: 'relogios' })).toEqual({ categoryId: ['Selecione uma categoria válida.'] });
    expect(fieldErrors({ ...valid, categoryId: '6f1c2b1e-8f0a-1c4b-9a7e-1d2c3b4a5f60' })).toEqual({
      categoryId: ['Selecione uma categoria válida.'],
    });
  });

  it('needs the UF and the city to publish in a described category, and a city only with its UF', () => {
    const described = productFormSchemaFor([LENGTH]).safeParse({ ...valid, published: true, specs: { comprimento: '45' } });
    expect(described.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['uf', PRODUCT_FORM_MESSAGES.locationToPublish],
      ['cityId', PRODUCT_FORM_MESSAGES.locationToPublish],
    ]);
    expect(fieldErrors({ ...valid, published: true })).toEqual({});
    expect(fieldErrors({ ...valid, cityId: 3550308 })).toEqual({ cityId: [PRODUCT_FORM_MESSAGES.invalidCity] });
    expect(fieldErrors({ ...valid, uf: 'XX', cityId: '355' })).toEqual({ uf: [PRODUCT_FORM_MESSAGES.invalidUf], cityId: [PRODUCT_FORM_MESSAGES.invalidCity] });
    expect(productFormSchema.parse({ ...valid, published: true, uf: 'SP', cityId: '3550308', neighbourhood: ' Itaim Bibi ', privateAddress: '' })).toMatchObject({
      uf: 'SP',
      cityId: 3550308,
      neighbourhood: 'Itaim Bibi',
      privateAddress: null,
    });
  });

  it('bounds the bairro and the private address to one line', () => {
    expect(fieldErrors({ ...valid, neighbourhood: 'x'.repeat(81), privateAddress: 'Rua A\n12' })).toEqual({
      neighbourhood: [PRODUCT_FORM_MESSAGES.neighbourhoodInvalid],
      privateAddress: [PRODUCT_FORM_MESSAGES.addressInvalid],
    });
  });

  it("reads the category's specs, asks for required ones only when publishing and drops values of other categories", () => {
    const schema = productFormSchemaFor([LENGTH, OTHER_CATEGORY_SPEC]);
    expect(schema.parse({ ...valid, specs: { comprimento: '45,5', blindado: true } }).specs).toEqual({ comprimento: 45.5 });
    expect(schema.parse({ ...valid, specs: {} }).specs).toEqual({});
    const errors = (values: ProductFormValues) => schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors({ ...valid, published: true, uf: 'SC', cityId: 4205407, specs: {} })).toEqual([['specs.comprimento', 'Comprimento: obrigatório para publicar.']]);
    expect(errors({ ...valid, specs: { comprimento: '4,5' } })).toEqual([['specs.comprimento', 'Comprimento: o mínimo é 10 pés.']]);
  });

  it('sums up a refused form in one pt-BR line', () => {
    expect(PRODUCT_FORM_MESSAGES.summary).toBe('Verifique os campos obrigatórios e tente novamente.');
  });

  it('accepts every masked positive price and saves it exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 14 - 1 }), (centavos) => {
        const parsed = productFormSchema.parse({ ...valid, price: maskBRLInput(String(centavos)) });
        expect(parsed.price).toBe(fromCentavos(centavos));
      }),
    );
  });
});

describe('productToFormValues', () => {
  const product: Product = {
    id: CATEGORY,
    name: 'Relógio',
    shortDescription: 'Curto',
    description: '<p>Longo</p>',
    price: 1234.5,
    salePrice: null,
    categoryId: CATEGORY,
    subcategoryId: null,
    attributeId: null,
    subcategoryValues: {},
    featured: true,
    published: false,
    stockQuantity: 0,
    images: [],
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    priceOnRequest: false,
    specs: {},
    location: { uf: 'SC', cityId: 4205407, cityName: 'Florianópolis', bairro: null },
  };

  it('round-trips any saved product through the form', () => {
    const price = fc.option(fc.integer({ min: 1, max: 10 ** 14 - 1 }).map(fromCentavos), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ minLength: 1 }).filter((name) => name.trim() === name && name !== ''),
          price: fc.integer({ min: 1, max: 10 ** 14 - 1 }).map(fromCentavos),
          salePrice: price,
          stockQuantity: fc.nat(),
          featured: fc.boolean(),
          published: fc.boolean(),
          priceOnRequest: fc.boolean(),
        }),
        (fields) => {
          const saved = {
            ...product,
            ...fields,
            price: fields.priceOnRequest ? null : fields.price,
            salePrice: fields.priceOnRequest ? null : fields.salePrice,
          };
          expect(productFormSchema.parse(productToFormValues(saved))).toMatchObject({
            name: saved.name,
            price: saved.price,
            salePrice: saved.salePrice,
            stockQuantity: saved.stockQuantity,
            featured: saved.featured,
            published: saved.published,
            priceOnRequest: saved.priceOnRequest,
          });
        },
      ),
    );
  });

  it("fills the location, the private address and the category's spec fields, and reads them back", () => {
    const saved = { ...product, specs: { comprimento: 45.5, blindado: true }, location: { uf: 'SP', cityId: 3550308, cityName: 'São Paulo', bairro: 'Itaim Bibi' } };
    const values = productToFormValues(saved, { definitions: [LENGTH, OTHER_CATEGORY_SPEC], privateAddress: 'Rua A, 1' });
    expect(values).toMatchObject({ specs: { comprimento: '45,5' }, uf: 'SP', cityId: 3550308, neighbourhood: 'Itaim Bibi', privateAddress: 'Rua A, 1' });
    expect(productFormSchemaFor([LENGTH, OTHER_CATEGORY_SPEC]).parse(values)).toMatchObject({
      specs: { comprimento: 45.5 },
      uf: 'SP',
      cityId: 3550308,
      neighbourhood: 'Itaim Bibi',
      privateAddress: 'Rua A, 1',
    });
  });

  it('fills the form in the mask format and round-trips through the schema', () => {
    const values = productToFormValues(product);
    expect(values.price).toBe(formatBRL(1234.5));
    expect(values.salePrice).toBe('');
    expect(productFormSchema.parse(values)).toMatchObject({
      name: 'Relógio',
      price: 1234.5,
      salePrice: null,
      featured: true,
      published: false,
      stockQuantity: 0,
    });
  });
});
