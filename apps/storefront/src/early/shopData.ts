import type { QueryClient } from '@tanstack/react-query';
import { CARD_IMAGE } from '../components/catalogue/imageLayouts';
import { prefetchShop, shopProductsQuery } from '../queries/shop';
import { shopFilters, validateShopSearch } from '../queries/shopSearch';
import { preloadImage } from './preloadImage';

export async function startShopData(queryClient: QueryClient, search: Record<string, unknown>, categorySlug?: string): Promise<void> {
  const filters = shopFilters(validateShopSearch(search), categorySlug);
  const tree = prefetchShop(queryClient, filters);
  const page = await queryClient.ensureQueryData(shopProductsQuery(filters, tree));
  const [firstCard] = page.items;
  if (firstCard) preloadImage(firstCard.imageUrl, CARD_IMAGE);
}
