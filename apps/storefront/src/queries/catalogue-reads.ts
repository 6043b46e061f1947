/** The catalogue's reads and their client, one module so the browser loads them together (`readCatalogue`). */
export { catalogueDb } from './catalogue-db';
export {
  getShopFacets,
  getProductPage,
  getSellerBySlug,
  listCategoriesTree,
  listFeatured,
  listHeroBanners,
  listSearchSuggestions,
  listShopProducts,
  listSpecDefinitions,
  listVisiblePartners,
} from '@oneboss/data/catalogue';
