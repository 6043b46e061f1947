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
 * The pages' Content-Security-Policy: scripts only from this origin or carrying the render's nonce
 * (the router stamps it on its inline hydration data; the Node host swaps it for those scripts'
 * hashes before the page leaves, server/main.ts), data and pictures only from the
 * backend, Google Tag Manager only when a container is configured, the lead form's challenge
 * provider (Turnstile or hCaptcha) only when one is, and no framing of the pages at all.
 * Styles allow inline rules: emotion writes them at run time.
 */
export function contentSecurityPolicy({
  nonce,
  backendUrl,
  tagManager,
  challengeOrigins = [],
}: {
  nonce: string;
  backendUrl: string;
  tagManager: boolean;
  challengeOrigins?: readonly string[];
}): string {
  const backend = new URL(backendUrl).origin;
  const tags = tagManager ? [TAG_MANAGER, ...ANALYTICS] : [];
  const frames = [...(tagManager ? [TAG_MANAGER] : []), ...challengeOrigins];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(tagManager ? [TAG_MANAGER] : []), ...challengeOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...challengeOrigins],
    'img-src': ["'self'", 'data:', 'blob:', backend, ...tags],
    'font-src': ["'self'"],
    'connect-src': ["'self'", backend, ...tags, ...challengeOrigins],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
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
 * Pages may be kept by a CDN for a minute, served stale for ten while it refreshes them, and for a
 * day while the storefront or its backend fails (an error page is never kept: the last good page
 * stays up); browsers always revalidate. Hashed assets never change under their name.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const FILE_CACHE_CONTROL = 'public, max-age=3600';
/** How long a client is asked to wait before trying a page again while the backend is unavailable. */
export const RETRY_AFTER_SECONDS = 30;
