import { SELLER_COLUMNS } from './sellers';

/**
 * Column lists of the catalogue reads. Cards select only what a card shows so a page of 12
 * stays small; the first image comes embedded (ordered and limited by PostgREST).
 */
/** A listing's values and public location, the city named through its municipality. */
const LOCATION_AND_SPECS = ['specs', 'uf', 'city_id', 'neighbourhood', 'municipalities(name)'];

/** What every product card shows, before its embeds. */
const CARD_FIELDS = [
  'id',
  'name',
  'price',
  'sale_price',
  'featured',
  'short_description',
  'description',
  'price_on_request',
  'stock_quantity',
  'category_id',
  ...LOCATION_AND_SPECS,
];

export const CARD_COLUMNS = [...CARD_FIELDS, 'categories(name,value)', 'subcategories(name)', 'product_images(url,sort_order)'].join(',');

/**
 * The shop's cards without the category and subcategory embeds: the shop holds the category tree
 * and names them from it, so a page carries neither the embeds' subqueries nor their bytes.
 */
export const SHOP_CARD_COLUMNS = [...CARD_FIELDS, 'subcategory_id', 'product_images(url,sort_order)'].join(',');

/** A related card's columns, read under the product's category (which names it). */
const RELATED_CARD_COLUMNS = [
  'id',
  'name',
  'price',
  'sale_price',
  'category_id',
  'featured',
  'published',
  'short_description',
  'price_on_request',
  ...LOCATION_AND_SPECS,
  'product_images(url,sort_order)',
].join(',');

/** A product page's read: the product with its embeds, and its category's products for the related row. */
export const PRODUCT_PAGE_COLUMNS = [
  '*',
  // The seller's average hours to answer (a computed column), so the page needs no second request.
  'seller_response_hours',
  `categories(name,value,products(${RELATED_CARD_COLUMNS}))`,
  'subcategories(name)',
  'attributes(attribute)',
  'municipalities(name)',
  'product_images(id,url,sort_order)',
  // Named by its foreign key: leads join products to sellers too, which PostgREST would find ambiguous.
  `sellers!products_seller_id_fkey(${SELLER_COLUMNS})`,
].join(',');
