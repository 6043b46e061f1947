/**
 * The headers the back office's host sends with every file (`vite preview` under `npm start`; a
 * static host or CDN in production must send the same). The panel can change the whole catalogue:
 * no other site may frame it (a click on a hidden "Excluir" there is the staff's own), and it runs
 * only its own scripts. Styles allow inline rules: emotion writes them at run time. Photos are
 * resized in a worker started from a `blob:` URL; pictures and data come from the backend.
 */
export function adminSecurityHeaders(backendUrl: string | undefined): Record<string, string> {
  const backend = backendUrl ? [new URL(backendUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...backend],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', ...backend],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return {
    'Content-Security-Policy': Object.entries(directives)
      .map(([name, sources]) => `${name} ${sources.join(' ')}`)
      .join('; '),
    // Older browsers without CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
