import { tagManagerContainer } from './analytics/tag-manager';
import { challengeSettings } from './challenge-provider';

/** The storefront's settings, fixed at build time (Vite inlines `VITE_*` in the server and browser bundles alike). */
const read = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

const supabaseUrl = read(import.meta.env.VITE_SUPABASE_URL);
const supabaseAnonKey = read(import.meta.env.VITE_SUPABASE_ANON_KEY);
if (!supabaseUrl || !supabaseAnonKey) {
  throw new Error('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must be set (the local backend writes them to .env).');
}

export const env = {
  supabaseUrl,
  /** The publishable key: the only key the storefront (server and browser) ever holds. */
  supabaseAnonKey,
  /** The storefront's public origin, for canonical and Open Graph URLs, the sitemap and e-mailed links. */
  siteUrl: (read(import.meta.env.VITE_STOREFRONT_URL) ?? `http://localhost:${read(import.meta.env.VITE_STOREFRONT_PORT) ?? '4200'}`).replace(/\/+$/, ''),
  adminUrl: read(import.meta.env.VITE_ADMIN_URL) ?? 'http://localhost:4300',
  /** Google Tag Manager's container: production builds with a well-formed id only. */
  gtmId: tagManagerContainer({ PROD: import.meta.env.PROD, VITE_GTM_ID: read(import.meta.env.VITE_GTM_ID) }) ?? undefined,
  /** The seller and company WhatsApp number, digits only. */
  whatsappNumber: read(import.meta.env.VITE_WHATSAPP_NUMBER)?.replace(/\D/g, '') || '5511999999999',
  /** VITE_IMAGE_TRANSFORM=off serves original files (hosted Supabase without image transformations). */
  imageTransform: read(import.meta.env.VITE_IMAGE_TRANSFORM) !== 'off',
  /** The lead form's challenge past the hourly caps: VITE_CHALLENGE_SITE_KEY (and VITE_CHALLENGE_PROVIDER, turnstile or hcaptcha); none is the local stand-in. */
  challenge: challengeSettings(read(import.meta.env.VITE_CHALLENGE_PROVIDER), read(import.meta.env.VITE_CHALLENGE_SITE_KEY)),
};
