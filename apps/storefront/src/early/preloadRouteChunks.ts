import { ROUTE_CHUNKS_ELEMENT_ID, type RouteChunkKey } from './routeChunks';

/** Starts downloading the route's chunks listed by the build in index.html (none in development). */
export function preloadRouteChunks(key: RouteChunkKey): void {
  const text = document.getElementById(ROUTE_CHUNKS_ELEMENT_ID)?.textContent;
  if (!text) return;
  const files = (JSON.parse(text) as Partial<Record<RouteChunkKey, string[]>>)[key] ?? [];
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's own preloads: the module scripts that use them are fetched in CORS mode.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
