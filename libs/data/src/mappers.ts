import type {
  Attribute,
  Category,
  HeroBanner,
  ListingLocation,
  Partner,
  Product,
  ProductImage,
  ProductInput,
  Profile,
  SpecValues,
  Subcategory,
} from '@oneboss/domain';
import type {
  AttributeRow,
  CategoryRow,
  HeroBannerRow,
  Numeric,
  PartnerRow,
  ProductImageRow,
  ProductRow,
  ProfileRow,
  SubcategoryRow,
} from './rows';

/** Hosted PostgREST sends numerics as numbers, @supabase/lite as strings: accept both. */
export function toNumber(value: Numeric | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

const POSTGRES_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2}(?::?\d{2})?|Z)?$/;

/** Normalises `YYYY-MM-DD HH:MM:SS+00` (and any ISO 8601 form) to `toISOString()` output. */
export function toIsoTimestamp(value: string | null | undefined): string {
  if (!value) return '';
  const match = POSTGRES_TIMESTAMP.exec(value.trim());
  let text = value;
  if (match) {
    const [, date, time, zone = 'Z'] = match;
    const offset = zone === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
    text = `${date}T${time}${offset}`;
  }
  const time = Date.parse(text);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

export function toProductImage(row: ProductImageRow): ProductImage {
  return { id: row.id ?? '', url: row.url, sortOrder: toNumber(row.sort_order) ?? 0 };
}

/** The database validates every value against its definition; a read only guards the shape. */
export function toSpecValues(specs: unknown): SpecValues {
  return specs !== null && typeof specs === 'object' && !Array.isArray(specs) ? (specs as SpecValues) : {};
}

/** UF and city (named by the embedded municipality) and bairro; null until the listing has a city. */
export function toListingLocation(row: Pick<ProductRow, 'uf' | 'city_id' | 'neighbourhood' | 'municipalities'>): ListingLocation | null {
  const cityId = toNumber(row.city_id);
  if (!row.uf || cityId === null || !row.municipalities) return null;
  return { uf: row.uf, cityId, cityName: row.municipalities.name, bairro: row.neighbourhood ?? null };
}

export function toProduct(row: ProductRow): Product {
  const priceOnRequest = row.price_on_request === true;
  const images = (row.product_images ?? []).map(toProductImage).sort((a, b) => a.sortOrder - b.sortOrder);
  const product: Product = {
    id: row.id,
    name: row.name,
    shortDescription: row.short_description ?? '',
    description: row.description ?? '',
    price: priceOnRequest ? null : toNumber(row.price),
    salePrice: priceOnRequest ? null : toNumber(row.sale_price),
    categoryId: row.category_id ?? null,
    subcategoryId: row.subcategory_id ?? null,
    attributeId: row.attribute_id ?? null,
    subcategoryValues: {},
    featured: row.featured === true,
    published: row.published ?? true,
    stockQuantity: toNumber(row.stock_quantity) ?? 0,
    images,
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
    priceOnRequest,
    specs: toSpecValues(row.specs),
    location: toListingLocation(row),
  };
  if (row.seller_id) product.sellerId = row.seller_id;
  if (row.categories) product.category = { name: row.categories.name, value: row.categories.value };
  if (row.subcategories) product.subcategory = { name: row.subcategories.name };
  return product;
}

/** The admin form's validated fields -> row for inserts and updates; on request clears both prices. */
export function toProductRow(input: Partial<ProductInput>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const set = (column: string, value: unknown) => {
    if (value !== undefined) row[column] = value;
  };
  set('name', input.name?.trim());
  set('short_description', input.shortDescription);
  set('description', input.description);
  set('price', input.price);
  set('sale_price', input.salePrice);
  set('category_id', input.categoryId);
  set('subcategory_id', input.subcategoryId === '' ? null : input.subcategoryId);
  set('attribute_id', input.attributeId === '' ? null : input.attributeId);
  set('featured', input.featured);
  set('published', input.published);
  set('stock_quantity', input.stockQuantity);
  set('price_on_request', input.priceOnRequest);
  set('specs', input.specs);
  set('uf', input.uf);
  set('city_id', input.cityId);
  set('neighbourhood', input.neighbourhood);
  set('seller_id', input.sellerId);
  if (input.priceOnRequest) {
    row.price = null;
    row.sale_price = null;
  }
  return row;
}

export function toAttribute(row: AttributeRow): Attribute {
  return { id: row.id, subcategoryId: row.subcategory_id, name: row.attribute };
}

export function toSubcategory(row: SubcategoryRow): Subcategory {
  const subcategory: Subcategory = { id: row.id, categoryId: row.category_id, name: row.name, type: row.type };
  if (row.attributes) subcategory.attributes = row.attributes.map(toAttribute);
  return subcategory;
}

export function toCategory(row: CategoryRow): Category {
  const category: Category = { id: row.id, name: row.name, value: row.value };
  if (row.search_terms) category.searchTerms = row.search_terms;
  if (row.subcategories) category.subcategories = row.subcategories.map(toSubcategory);
  return category;
}

export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    link: row.link,
    logoUrl: row.logo_url ?? '',
    bannerImageUrl: row.banner_image_url,
    visible: row.visible ?? true,
    orderIndex: toNumber(row.order_index) ?? 0,
  };
}

export function toHeroBanner(row: HeroBannerRow): HeroBanner {
  return {
    id: row.id,
    title: row.title ?? '',
    subtitle: row.subtitle ?? '',
    imageUrl: row.image_url,
    sortOrder: toNumber(row.sort_order) ?? 0,
    visible: row.visible ?? true,
  };
}

export function toProfile(row: ProfileRow): Profile {
  return { id: row.id, fullName: row.full_name ?? '', whatsapp: row.whatsapp ?? '', estado: row.estado ?? '' };
}
