/** The response headers every storefront answer carries, HTML and files alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Older browsers without CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The pages' Content-Security-Policy: scripts only from this origin or carrying the response's
 * nonce (the router stamps it on its inline hydration data), data and pictures only from the
 * backend, Google Tag Manager only when a container is configured, and no framing at all.
 * Styles allow inline rules: emotion writes them at run time.
 */
export function contentSecurityPolicy({ nonce, backendUrl, tagManager }: { nonce: string; backendUrl: string; tagManager: boolean }): string {
  const backend = new URL(backendUrl).origin;
  const tags = tagManager ? [TAG_MANAGER, ...ANALYTICS] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(tagManager ? [TAG_MANAGER] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', backend, ...tags],
    'font-src': ["'self'"],
    'connect-src': ["'self'", backend, ...tags],
    'frame-src': tagManager ? [TAG_MANAGER] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Pages may be kept by a CDN for a minute and served stale for ten while it refreshes them;
 * browsers always revalidate. Hashed assets never change under their name.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const FILE_CACHE_CONTROL = 'public, max-age=3600';
