/** The catalogue's reads and their client, one module so the browser loads them together (`readCatalogue`). */
export { catalogueDb } from './catalogue-db';
export {
  createCatalogueClient,
  listMyFavourites,
  listMySavedSearches,
  getShopFacets,
  getListingPriceSummary,
  getProductPage,
  getSellerBySlug,
  listCategoriesTree,
  listComparedListings,
  listFeatured,
  listGuestFavourites,
  listHeroBanners,
  listRecentlyViewed,
  listSearchSuggestions,
  listShopProducts,
  listSpecDefinitions,
  listVisiblePartners,
} from '@oneboss/data/catalogue';
