import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { adminAccountSettings, ensureAdminAccount } from './admin-account';
import { defaultAdminPasswordFile } from './admin-password-file';
import { seedHeroBanners } from './seed-hero-banners';
import { seedPartners } from './seed-partners';
import { seedProductImages } from './seed-product-images';
import { seedSellerLogos } from './seed-sellers';

export interface SeedTarget {
  readonly url: string;
  readonly anonKey: string;
  readonly serviceKey: string;
  readonly repoRoot: string;
  /**
   * Where a generated admin password is saved; null keeps it on the console. Default:
   * `<repoRoot>/.admin-password` when `url` is the backend the repository's `.env` names, so a
   * throw-away test backend never overwrites the development database's password.
   */
  readonly adminPasswordFile?: string | null;
}

/**
 * The demo content that needs the APIs: product pictures, partners, hero banners, seller logos and the admin
 * account. Runs after supabase/seed.sql (categories and products); safe to run again.
 */
export async function seedDemo(target: SeedTarget): Promise<void> {
  const started = Date.now();
  const client = createClient(target.url, target.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is never used here but the client builds it.
    realtime: { transport: WebSocket as never },
  });
  const cacheDir = path.join(target.repoRoot, '.data', 'seed-images');

  const images = await seedProductImages(client, cacheDir);
  const partners = await seedPartners(client, cacheDir);
  const banners = await seedHeroBanners(client, cacheDir);
  const logos = await seedSellerLogos(client, cacheDir);
  const passwordFile =
    target.adminPasswordFile === undefined
      ? await defaultAdminPasswordFile(target.repoRoot, target.url)
      : target.adminPasswordFile;
  await ensureAdminAccount(client, adminAccountSettings(passwordFile));

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[seed] ${images} product pictures, ${partners} partners, ${banners} hero banners, ${logos} seller logos in ${seconds} s`);
}
