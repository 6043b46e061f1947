/** The catalogue's reads and their client, one module so the browser loads them together (`readCatalogue`). */
export { catalogueDb } from './catalogue-db';
export {
  getCatalogueFacets,
  getProductPage,
  listCategoriesTree,
  listFeatured,
  listHeroBanners,
  listShopProducts,
  listVisiblePartners,
} from '@oneboss/data/catalogue';
