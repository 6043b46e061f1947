/**
 * The routes whose data the early entry starts before the app has loaded. Only these three are
 * worth it (the first views of most visits); any other path returns null and waits for the app.
 * The patterns mirror src/routes (`/`, `/loja`, `/loja/$categorySlug`, `/produto/$productId`).
 */
export type EarlyRoute =
  | { kind: 'home' }
  | { kind: 'shop'; categorySlug?: string; search: Record<string, unknown> }
  | { kind: 'product'; productId: string };

const SHOP = /^\/loja(?:\/([^/]+))?\/?$/;
const PRODUCT = /^\/produto\/([^/]+)\/?$/;

export function matchEarlyRoute(pathname: string, search: string): EarlyRoute | null {
  if (pathname === '/') return { kind: 'home' };
  const shop = SHOP.exec(pathname);
  if (shop) return { kind: 'shop', categorySlug: shop[1] && safeDecode(shop[1]), search: parseRouterSearch(search) };
  const product = PRODUCT.exec(pathname);
  if (product) return { kind: 'product', productId: safeDecode(product[1]) };
  return null;
}

/**
 * The query string as TanStack Router's default parser reads it: each value JSON-parsed when it
 * parses, kept as text otherwise, repeated keys as arrays. The loaders then build the same query
 * keys, so the app finds the early reads in the cache instead of asking again.
 */
export function parseRouterSearch(search: string): Record<string, unknown> {
  // A Map, not an object: keys such as `toString` or `__proto__` must not meet inherited members.
  const parsed = new Map<string, unknown>();
  for (const [key, text] of new URLSearchParams(search)) {
    const value = parseValue(text);
    const previous = parsed.get(key);
    parsed.set(key, !parsed.has(key) ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]);
  }
  return Object.fromEntries(parsed);
}

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
