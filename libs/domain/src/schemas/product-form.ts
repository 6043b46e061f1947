import { z } from '../zod';
import { DEFAULT_STOCK_QUANTITY } from '../constants';
import { FIELD_MAX_LENGTHS } from '../field-limits';
import type { Product } from '../entities';
import { formatBRL, parseBRL } from '../money';
import { isUuidV4 } from '../uuid';
import { isPrintableLine } from '../printable-text';
import type { SpecDefinition } from '../specs/spec-definition';
import { applicableSpecDefinitions, specValueToInput, specValuesSchema } from '../specs/spec-schema';
import { BRAZILIAN_STATES } from './brazilian-states';
import { ONEBOSS_SELLER_ID, SELLER_FIELD_MESSAGES } from '../sellers';
import { PRODUCT_FORM_MESSAGES } from './field-messages';

/** A price field holds the masked text ('R$ 1.234,56'), a number, or nothing. */
const priceValue = z.union([z.string(), z.number()]).nullish();

/** Every field takes null too: react-admin inputs turn an emptied field into null. */
const productFormShape = z.object({
  name: z.string().nullish(),
  shortDescription: z.string().nullish(),
  description: z.string().nullish(),
  price: priceValue,
  salePrice: priceValue,
  categoryId: z.string().nullish(),
  subcategoryId: z.string().nullish(),
  attributeId: z.string().nullish(),
  subcategoryValues: z.record(z.string(), z.string()).nullish(),
  featured: z.boolean().nullish(),
  published: z.boolean().nullish(),
  stockQuantity: z.union([z.string(), z.number()]).nullish(),
  priceOnRequest: z.boolean().nullish(),
  /** Keyed by definition key, as each spec field holds it (pt-BR number text, switch, option values). */
  specs: z.record(z.string(), z.unknown()).nullish(),
  uf: z.string().nullish(),
  /** The IBGE code of a municipality of `uf`. */
  cityId: z.union([z.number(), z.string()]).nullish(),
  neighbourhood: z.string().nullish(),
  /** Never shown publicly: product_private_addresses, read by admins only. */
  privateAddress: z.string().nullish(),
  /** The listing's seller; empty keeps the saved one (OneBoss for a new listing). */
  sellerId: z.string().nullish(),
});

/** Bairro and private address lengths, as the database bounds them. */
export const LOCATION_MAX_LENGTHS = { neighbourhood: 80, privateAddress: 300 } as const;

/** What the admin product form holds. */
export type ProductFormValues = z.input<typeof productFormShape>;

const BLANK = Symbol('blank');

/** Reais from a price field: BLANK when empty, null when unreadable. */
function readPrice(value: string | number | null | undefined): number | null | typeof BLANK {
  if (value === null || value === undefined) return BLANK;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return BLANK;
  return parseBRL(value);
}

const UF_CODES: readonly string[] = BRAZILIAN_STATES.map((state) => state.code);

/** An IBGE municipality code (7 digits), or null. */
function readCityId(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  return /^\d{7}$/.test(text) ? Number(text) : null;
}

/** Optional one-line text within `max`: '' when blank, null when refused. */
function readLine(value: string | null | undefined, max: number): string | null {
  const text = (value ?? '').trim();
  return text.length <= max && isPrintableLine(text) ? text : null;
}

function readStock(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    const stock = Number(value.trim());
    return Number.isSafeInteger(stock) ? stock : null;
  }
  return null;
}

type FormShape = z.output<typeof productFormShape>;

/** The product's specs read against the definitions of its category and subcategory. */
const specsSchemaOf = (definitions: readonly SpecDefinition[], values: FormShape) =>
  specValuesSchema(applicableSpecDefinitions(definitions, (values.categoryId ?? '').trim(), values.subcategoryId || null), {
    publishing: values.published ?? false,
  });

/**
 * The whole admin product form, with the spec fields of `definitions` (every category's: those of
 * the chosen category and subcategory apply, values of others are dropped). Errors are attached to
 * each field so the form shows them in place; PRODUCT_FORM_MESSAGES.summary is the line above the
 * form. On request, the prices are ignored and saved as null. Publishing in a category described
 * by specifications needs the UF, the city and every required spec, as the database does.
 */
export const productFormSchemaFor = (definitions: readonly SpecDefinition[]) =>
  productFormShape
    .superRefine((values, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const requiredMessage = values.priceOnRequest
        ? PRODUCT_FORM_MESSAGES.onRequestRequired
        : PRODUCT_FORM_MESSAGES.required;
      const categoryId = (values.categoryId ?? '').trim();

      const name = (values.name ?? '').trim();
      const limits = FIELD_MAX_LENGTHS.products;
      if (name === '') fail('name', requiredMessage);
      else if (name.length > limits.name) fail('name', PRODUCT_FORM_MESSAGES.nameTooLong);
      if ((values.shortDescription ?? '').trim().length > limits.short_description) {
        fail('shortDescription', PRODUCT_FORM_MESSAGES.shortDescriptionTooLong);
      }
      // The description is saved as the editor's HTML, so the markup counts as the database counts it.
      if ((values.description ?? '').length > limits.description) fail('description', PRODUCT_FORM_MESSAGES.descriptionTooLong);
      if (categoryId === '') fail('categoryId', requiredMessage);
      else if (!isUuidV4(categoryId)) fail('categoryId', PRODUCT_FORM_MESSAGES.invalidCategory);
      const sellerId = (values.sellerId ?? '').trim();
      if (sellerId !== '' && !isUuidV4(sellerId)) fail('sellerId', SELLER_FIELD_MESSAGES.seller);

      if (!values.priceOnRequest) {
        const price = readPrice(values.price);
        if (price === BLANK) fail('price', PRODUCT_FORM_MESSAGES.required);
        else if (price === null || price <= 0) fail('price', PRODUCT_FORM_MESSAGES.invalidPrice);
        const salePrice = readPrice(values.salePrice);
        if (salePrice !== BLANK && (salePrice === null || salePrice <= 0)) {
          fail('salePrice', PRODUCT_FORM_MESSAGES.invalidSalePrice);
        }
      }
      if (readStock(values.stockQuantity) === null) fail('stockQuantity', PRODUCT_FORM_MESSAGES.invalidStock);

      const uf = (values.uf ?? '').trim();
      const cityId = readCityId(values.cityId);
      if (uf !== '' && !UF_CODES.includes(uf)) fail('uf', PRODUCT_FORM_MESSAGES.invalidUf);
      if (String(values.cityId ?? '').trim() !== '' && (cityId === null || uf === '')) fail('cityId', PRODUCT_FORM_MESSAGES.invalidCity);
      // As the database asks: a category staff have described by specifications publishes with a location.
      const described = definitions.some((definition) => definition.categoryId === categoryId);
      if (values.published && described && uf === '') fail('uf', PRODUCT_FORM_MESSAGES.locationToPublish);
      if (values.published && described && cityId === null) fail('cityId', PRODUCT_FORM_MESSAGES.locationToPublish);
      if (readLine(values.neighbourhood, LOCATION_MAX_LENGTHS.neighbourhood) === null) fail('neighbourhood', PRODUCT_FORM_MESSAGES.neighbourhoodInvalid);
      if (readLine(values.privateAddress, LOCATION_MAX_LENGTHS.privateAddress) === null) fail('privateAddress', PRODUCT_FORM_MESSAGES.addressInvalid);

      const specs = specsSchemaOf(definitions, values).safeParse(values.specs);
      for (const issue of specs.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: ['specs', ...issue.path], message: issue.message });
    })
    .transform((values) => {
      const price = values.priceOnRequest ? BLANK : readPrice(values.price);
      const salePrice = values.priceOnRequest ? BLANK : readPrice(values.salePrice);
      return {
        name: (values.name ?? '').trim(),
        shortDescription: (values.shortDescription ?? '').trim(),
        description: values.description ?? '',
        price: price === BLANK ? null : price,
        salePrice: salePrice === BLANK ? null : salePrice,
        categoryId: (values.categoryId ?? '').trim(),
        subcategoryId: values.subcategoryId || null,
        attributeId: values.attributeId || null,
        subcategoryValues: values.subcategoryValues ?? {},
        featured: values.featured ?? false,
        published: values.published ?? false,
        stockQuantity: readStock(values.stockQuantity) as number,
        priceOnRequest: values.priceOnRequest ?? false,
        specs: specsSchemaOf(definitions, values).parse(values.specs),
        uf: (values.uf ?? '').trim() || null,
        cityId: readCityId(values.cityId),
        neighbourhood: readLine(values.neighbourhood, LOCATION_MAX_LENGTHS.neighbourhood) || null,
        privateAddress: readLine(values.privateAddress, LOCATION_MAX_LENGTHS.privateAddress) || null,
        // Absent, the saved seller stays (a CSV import names none); a new listing is OneBoss's by default.
        sellerId: (values.sellerId ?? '').trim() || undefined,
      };
    });

/** The form's schema without spec definitions: every spec value is dropped. */
export const productFormSchema = productFormSchemaFor([]);

/** Validated product, as the repositories save it. */
export type ProductInput = z.output<typeof productFormSchema>;

/** Form defaults: a draft (not published), not featured, stock 1; nothing else is filled for the operator. */
export const PRODUCT_FORM_DEFAULTS = {
  name: '',
  shortDescription: '',
  description: '',
  price: '',
  salePrice: '',
  categoryId: '',
  subcategoryId: null,
  attributeId: null,
  subcategoryValues: {},
  featured: false,
  published: false,
  stockQuantity: String(DEFAULT_STOCK_QUANTITY),
  priceOnRequest: false,
  specs: {},
  uf: null,
  cityId: null,
  neighbourhood: '',
  privateAddress: '',
  sellerId: ONEBOSS_SELLER_ID,
} as const satisfies ProductFormValues;

/** Form values for editing a saved product: prices in the mask's format, spec values as their fields hold them. */
export function productToFormValues(
  product: Product,
  { definitions = [], privateAddress = null }: { definitions?: readonly SpecDefinition[]; privateAddress?: string | null } = {},
): ProductFormValues {
  const specs = Object.fromEntries(
    applicableSpecDefinitions(definitions, product.categoryId, product.subcategoryId).map((definition) => [
      definition.key,
      specValueToInput(definition, product.specs[definition.key]),
    ]),
  );
  return {
    name: product.name,
    shortDescription: product.shortDescription,
    description: product.description,
    price: product.priceOnRequest ? '' : formatBRL(product.price),
    salePrice: product.priceOnRequest ? '' : formatBRL(product.salePrice),
    categoryId: product.categoryId ?? '',
    subcategoryId: product.subcategoryId,
    attributeId: product.attributeId,
    subcategoryValues: {},
    featured: product.featured,
    published: product.published,
    stockQuantity: String(product.stockQuantity),
    priceOnRequest: product.priceOnRequest,
    specs,
    uf: product.location?.uf ?? null,
    cityId: product.location?.cityId ?? null,
    neighbourhood: product.location?.bairro ?? '',
    privateAddress: privateAddress ?? '',
    sellerId: product.sellerId ?? null,
  };
}
