import type { QueryClient } from '@tanstack/react-query';
import { matchEarlyRoute } from './earlyRoute';
import { startHomeData } from './homeData';
import { startProductData } from './productData';
import { startShopData } from './shopData';

/**
 * Starts the first view's reads, and then its LCP image, while the app's JavaScript is still
 * downloading. Imported statically: a dynamic import would cost one more round trip before the
 * first read. Failures are left to the route's loader, which reads again and shows the page's
 * error state.
 */
export function startRouteData(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  const route = matchEarlyRoute(location.pathname, location.search);
  if (!route) return;
  const started =
    route.kind === 'home'
      ? startHomeData(queryClient)
      : route.kind === 'shop'
        ? startShopData(queryClient, route.search, route.categorySlug)
        : startProductData(queryClient, route.productId);
  started.catch(() => undefined);
}
