import type { QueryClient } from '@tanstack/react-query';
import { HERO_IMAGE } from '../components/catalogue/imageLayouts';
import { prefetchHome } from '../queries/home';
import { preloadImage } from './preloadImage';

export async function startHomeData(queryClient: QueryClient): Promise<void> {
  const [firstBanner] = await prefetchHome(queryClient);
  if (firstBanner) preloadImage(firstBanner.imageUrl, HERO_IMAGE);
}
