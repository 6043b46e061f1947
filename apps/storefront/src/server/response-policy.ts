import { createIsomorphicFn } from '@tanstack/react-start';
import { setResponseHeaders } from '@tanstack/react-start/server';
import { env } from '../env';
import { CHALLENGE_ORIGINS } from '../challenge-provider';
import { SECURITY_HEADERS, contentSecurityPolicy } from './security-headers';

/**
 * On the server, once per request (from getRouter): a fresh CSP nonce for the router to stamp on
 * its scripts, and the page's security headers. The nonce marks the render's own scripts only: the
 * Node host replaces it with their hashes before the page is sent (nonce-to-hashes.ts), so the
 * browser never sees it, and this returns nothing there.
 */
export const responsePolicyNonce = createIsomorphicFn()
  .server((): string | undefined => {
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    setResponseHeaders(
      new Headers({
        ...SECURITY_HEADERS,
        'Content-Security-Policy': contentSecurityPolicy({
          nonce,
          backendUrl: env.supabaseUrl,
          tagManager: Boolean(env.gtmId),
          challengeOrigins: env.challenge ? CHALLENGE_ORIGINS[env.challenge.provider] : [],
        }),
      }),
    );
    return nonce;
  })
  .client((): string | undefined => undefined);
