/** Row shapes as PostgREST returns them (snake_case; numerics may be strings, see mappers). */

export type Numeric = number | string | null;

export interface CategoryRow {
  id: string;
  name: string;
  value: string;
  search_terms?: string[];
  subcategories?: SubcategoryRow[];
}

export interface SubcategoryRow {
  id: string;
  category_id: string;
  name: string;
  type: string;
  attributes?: AttributeRow[];
}

export interface AttributeRow {
  id: string;
  subcategory_id: string;
  attribute: string;
}

export interface ProductImageRow {
  id?: string;
  product_id?: string;
  url: string;
  sort_order: Numeric;
}

export interface ProductRow {
  id: string;
  name: string;
  short_description?: string | null;
  description?: string | null;
  price?: Numeric;
  sale_price?: Numeric;
  category_id?: string | null;
  subcategory_id?: string | null;
  attribute_id?: string | null;
  featured?: boolean | null;
  published?: boolean | null;
  stock_quantity?: Numeric;
  price_on_request?: boolean | null;
  created_at?: string | null;
  updated_at?: string | null;
  product_images?: ProductImageRow[] | null;
  specs?: unknown;
  uf?: string | null;
  city_id?: Numeric;
  neighbourhood?: string | null;
  /** The city, embedded through the (city_id, uf) foreign key. */
  municipalities?: { name: string } | null;
  seller_id?: string | null;
  categories?: { name: string; value: string } | null;
  subcategories?: { name: string } | null;
  attributes?: { attribute: string } | null;
}

export interface PartnerRow {
  id: string;
  name: string;
  description: string | null;
  link: string | null;
  logo_url: string | null;
  banner_image_url: string | null;
  visible: boolean | null;
  order_index: Numeric;
}

export interface HeroBannerRow {
  id: string;
  title: string | null;
  subtitle: string | null;
  image_url: string;
  sort_order: Numeric;
  visible?: boolean | null;
}

export interface LeadRow {
  id: string;
  name: string;
  // Null once an account deletion has anonymised the lead.
  email: string | null;
  phone: string | null;
  message: string | null;
  product_id: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  products?: { name: string } | null;
  channel: string;
  seller_id: string | null;
  reference_code: string;
  page_path: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  taps: number;
  first_response_at: string | null;
  sellers?: { name: string } | null;
}

export interface ProfileRow {
  id: string;
  full_name: string | null;
  whatsapp: string | null;
  estado: string | null;
}
