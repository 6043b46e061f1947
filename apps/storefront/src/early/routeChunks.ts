import type { EarlyRoute } from './earlyRoute';

/**
 * The early routes' code: the build (vite/early-entry.ts) writes the chunk files of these route
 * modules into index.html as JSON, and the early entry preloads the current route's, so they
 * download beside the app instead of after it has run and matched the route.
 */
export type RouteChunkKey = 'home' | 'shop' | 'category' | 'product';

export const ROUTE_CHUNKS_ELEMENT_ID = 'route-chunks';

/** Route modules as TanStack Router's code splitting names them (src/routes, `?tsr-split=`). */
export const ROUTE_CHUNK_MODULES: Record<RouteChunkKey, string[]> = {
  home: ['routes/index.tsx?tsr-split=component'],
  shop: ['routes/loja/index.tsx?tsr-split=component', 'routes/loja/index.tsx?tsr-split=loader'],
  category: ['routes/loja/$categorySlug.tsx?tsr-split=component', 'routes/loja/$categorySlug.tsx?tsr-split=loader'],
  product: ['routes/produto/$productId.tsx?tsr-split=component', 'routes/produto/$productId.tsx?tsr-split=loader'],
};

export function routeChunkKey(route: EarlyRoute): RouteChunkKey {
  if (route.kind === 'shop') return route.categorySlug ? 'category' : 'shop';
  return route.kind;
}
