import type { QueryClient } from '@tanstack/react-query';
import { matchEarlyRoute } from './earlyRoute';
import { startHomeData } from './homeData';
import { preloadRouteChunks } from './preloadRouteChunks';
import { routeChunkKey } from './routeChunks';

/**
 * Starts the first view's code and reads, and then its LCP image, while the app's JavaScript
 * is still downloading. The home page's code comes with this entry (most visits start there); the shop's
 * and the product page's are imported on demand, one short round trip, so `/` does not download
 * them. Failures are left to the route's loader, which reads again and shows the page's error
 * state.
 */
export function startRouteData(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  const route = matchEarlyRoute(location.pathname, location.search);
  if (!route) return;
  preloadRouteChunks(routeChunkKey(route));
  const started =
    route.kind === 'home'
      ? startHomeData(queryClient)
      : route.kind === 'shop'
        ? import('./shopData').then((m) => m.startShopData(queryClient, route.search, route.categorySlug))
        : import('./productData').then((m) => m.startProductData(queryClient, route.productId));
  started.catch(() => undefined);
}
