import { App, setExperimental } from '@supabase/lite';
import type { Database } from './database.js';
import { FilesystemStorageAdapter } from './filesystem-storage-adapter.js';
import type { BackendKeys } from './keys.js';
import { AUTH_EMAIL_TEMPLATES } from './mail/auth-email-templates.js';
import type { DevMailbox } from './mail/dev-mailbox.js';
import { reinstallAuthHelpers } from './system-schema.js';

// PostgREST's `max_rows` on hosted Supabase.
const MAX_ROWS = 1000;

/** How long an e-mailed code or link stays valid: hosted Supabase's default (`[auth.email] otp_expiry`). */
export const OTP_EXPIRY_SECONDS = 3600;

/** The storefront's address: its configured URL, else the port `npm start` serves it on. */
export function storefrontUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.VITE_STOREFRONT_URL || `http://localhost:${env.STOREFRONT_PORT || 4200}`;
}

/** Lite's App over the database, configured as the hosted project is, ready to serve. */
export async function createLiteApp(database: Database, keys: BackendKeys, storageDir: string, mailbox: DevMailbox): Promise<App> {
  setExperimental('storage', true);
  const app = new App({
    connection: database.connection,
    auth: {
      enabled: true,
      jwt_secret: keys.jwtSecret,
      publishable_key: keys.anonKey,
      secret_key: keys.serviceKey,
      // A used refresh token presented again means it was copied: lite then revokes the whole
      // session, as hosted GoTrue does past its reuse interval (lite has no interval).
      enable_refresh_token_rotation: true,
      // where e-mailed links (password reset, confirmation) lead; loopback redirects are always allowed
      site_url: storefrontUrl(),
      additional_redirect_urls: [process.env.VITE_STOREFRONT_URL, process.env.VITE_ADMIN_URL]
        .filter((url): url is string => Boolean(url))
        .map((url) => `${url.replace(/\/$/, '')}/**`),
      email: {
        // An address counts once its owner has followed the link or typed the code sent to it.
        enable_confirmations: true,
        // Lite's double confirmation mails both codes to the current address and completes the change
        // on its code alone, so the new address is never proven: only the new address's code counts.
        double_confirm_changes: false,
        otp_expiry: OTP_EXPIRY_SECONDS,
        template: AUTH_EMAIL_TEMPLATES,
      },
    },
    storage: { enabled: true },
    api: { max_rows: MAX_ROWS },
    // Keyless requests stay anonymous, as on hosted Supabase.
    options: { server: { admin: false }, drivers: { email: mailbox } },
  });
  app._storageAdapter = await FilesystemStorageAdapter.open(storageDir);
  await app.init();
  await app.ensureSystemSchema();
  await reinstallAuthHelpers(database.sql);
  return app;
}
