import type { QueryClient } from '@tanstack/react-query';
import { GALLERY_IMAGE } from '../components/catalogue/imageLayouts';
import { productQuery } from '../queries/product';
import { preloadImage } from './preloadImage';

export async function startProductData(queryClient: QueryClient, productId: string): Promise<void> {
  const product = await queryClient.ensureQueryData(productQuery(productId));
  const [firstImage] = product?.images ?? [];
  if (firstImage) preloadImage(firstImage.url, GALLERY_IMAGE);
}
