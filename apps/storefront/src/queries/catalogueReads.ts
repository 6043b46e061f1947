/** The catalogue's reads and their client, one module so the browser loads them together (`readCatalogue`). */
export { catalogueDb } from './catalogueDb';
export {
  getCatalogueFacets,
  getProduct,
  listCategoriesTree,
  listFeatured,
  listHeroBanners,
  listRelated,
  listShopProducts,
  listVisiblePartners,
} from '@oneboss/data/catalogue';
