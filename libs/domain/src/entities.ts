/** Client-side shapes of the catalogue: camelCase, never snake_case rows. */

import type { ListingLocation, SpecValues } from './specs/spec-definition';

export interface Attribute {
  id: string;
  subcategoryId: string;
  name: string;
}

export interface Subcategory {
  id: string;
  categoryId: string;
  name: string;
  /** Slug identifier, unique per category. */
  type: string;
  attributes?: Attribute[];
}

export interface Category {
  id: string;
  name: string;
  /** Slug used in /loja/{value}. */
  value: string;
  /** Words buyers type for the category that its listings need not hold ("carro"); read by the back office only. */
  searchTerms?: string[];
  subcategories?: Subcategory[];
}

export interface ProductImage {
  id: string;
  url: string;
  sortOrder: number;
}

export interface Product {
  id: string;
  name: string;
  shortDescription: string;
  /** HTML; sanitise before rendering. */
  description: string;
  price: number | null;
  salePrice: number | null;
  categoryId: string | null;
  subcategoryId: string | null;
  attributeId: string | null;
  /** Always empty on read. */
  subcategoryValues: Record<string, string>;
  featured: boolean;
  published: boolean;
  stockQuantity: number;
  images: ProductImage[];
  createdAt: string;
  updatedAt: string;
  priceOnRequest: boolean;
  /** Typed values keyed by definition key (validated by the database). */
  specs: SpecValues;
  /** UF and city (and bairro); null until the listing has both. */
  location: ListingLocation | null;
  /** The seller (sellers.id); absent where a read does not select it. */
  sellerId?: string;
  category?: { name: string; value: string };
  subcategory?: { name: string };
}

/** Card view model. */
export interface ProductCard {
  id: string;
  name: string;
  price: number | null;
  salePrice: number | null;
  categoryName: string | null;
  subcategoryName: string | null;
  imageUrl: string;
  featured: boolean;
  description: string;
  priceOnRequest: boolean;
  /** Its category's headline definitions say which specs the card shows (keys repeat across categories). */
  categoryId: string | null;
  /** The card shows the category's headline specs among these. */
  specs: SpecValues;
  location: ListingLocation | null;
}

export interface Partner {
  id: string;
  name: string;
  description: string | null;
  link: string | null;
  logoUrl: string;
  bannerImageUrl: string | null;
  visible: boolean;
  orderIndex: number;
}

export interface HeroBanner {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  sortOrder: number;
  visible: boolean;
}

export interface Profile {
  id: string;
  fullName: string;
  whatsapp: string;
  estado: string;
}

export interface FacetCount {
  id: string;
  count: number;
}

/** Result of the catalogue_facets RPC. */
export interface CatalogueFacets {
  categories: FacetCount[];
  subcategories: FacetCount[];
  attributes: FacetCount[];
}

/** One page of a list read with count=exact. */
export interface Page<T> {
  items: T[];
  total: number;
}
