import { startTestBackends } from '@oneboss/local-supabase/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SEED_HERO_BANNERS } from './catalogue/hero-banners';
import { SEED_LEADS } from './catalogue/leads';
import { SEED_SUBSCRIBERS } from './catalogue/newsletter';
import { SEED_PARTNERS } from './catalogue/partners';
import { SEED_PRODUCTS } from './catalogue/products';
import { seedDemo } from './index';
import { generateAdminPassword } from './admin-password';
import { REPO_ROOT } from './testing/repo-root';

// A known password keeps the throw-away backends from writing the repository's .admin-password.
const adminPassword = generateAdminPassword();
const previousPassword = process.env.SEED_ADMIN_PASSWORD;
process.env.SEED_ADMIN_PASSWORD = adminPassword;
const backends = await startTestBackends({ seed: 'demo' });
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
  if (previousPassword === undefined) delete process.env.SEED_ADMIN_PASSWORD;
  else process.env.SEED_ADMIN_PASSWORD = previousPassword;
});

const PRODUCT_IMAGE_URL = /^http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/public\/products\/([0-9a-f-]{36})\/\d+_[0-9a-f]{8}\.jpg$/;
const published = SEED_PRODUCTS.filter((product) => product.published);

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

async function download(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe.each(backends)('seedDemo on $name', (backend) => {
  const visitor = client(backend.url, backend.anonKey);

  it('gives visitors the published catalogue with 2-4 pictures per product', async () => {
    const products = await visitor.from('products').select('id', { count: 'exact', head: true });
    expect(products.count).toBe(published.length);
    const images = await visitor.from('product_images').select('product_id, url, sort_order').order('sort_order');
    expect(images.error).toBeNull();
    const perProduct = new Map<string, number>();
    for (const image of images.data ?? []) {
      const match = PRODUCT_IMAGE_URL.exec(image.url);
      expect(match?.[1], image.url).toBe(image.product_id);
      perProduct.set(image.product_id, (perProduct.get(image.product_id) ?? 0) + 1);
    }
    expect(perProduct.size).toBe(published.length);
    for (const product of published) expect(perProduct.get(product.id), product.name).toBe(product.imageCount);
    expect(await download(images.data?.[0].url ?? '')).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    // Public URLs need no policy; listing would reveal pictures of unpublished products.
    const listing = await visitor.storage.from('products').list(SEED_PRODUCTS.find((p) => !p.published)?.id);
    expect(listing.data ?? []).toEqual([]);
  });

  it('uploads no empty or broken picture: every product, partner and hero image decodes', async () => {
    const service = client(backend.url, backend.serviceKey);
    const [images, partners, banners] = await Promise.all([
      service.from('product_images').select('url'),
      service.from('partners').select('logo_url, banner_image_url'),
      service.from('hero_banners').select('image_url'),
    ]);
    const urls = [
      ...(images.data ?? []).map((row) => row.url as string),
      ...(partners.data ?? []).flatMap((row) => [row.logo_url as string, row.banner_image_url as string]),
      ...(banners.data ?? []).map((row) => row.image_url as string),
    ];
    expect(urls.length).toBe(SEED_PRODUCTS.reduce((sum, p) => sum + p.imageCount, 0) + 2 * SEED_PARTNERS.length + SEED_HERO_BANNERS.length);
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length, url).toBeGreaterThan(1_000);
      const { width, height } = await sharp(bytes).metadata();
      expect(width && height, url).toBeGreaterThan(0);
    }
  });

  it('lists the partners in order with downloadable logos and banners', async () => {
    const { data } = await visitor.from('partners').select('name, logo_url, banner_image_url, order_index').eq('visible', true).order('order_index');
    expect(data?.map((partner) => partner.name)).toEqual(SEED_PARTNERS.map((partner) => partner.name));
    expect(await download(data?.[0].logo_url)).toMatchObject({ format: 'png', width: 400, height: 200 });
    expect(await download(data?.[0].banner_image_url)).toMatchObject({ format: 'jpeg', width: 1200, height: 400 });
    expect(data?.[0].logo_url).toMatch(/\/storage\/v1\/object\/public\/partner-logos\/\d+-[0-9a-f]{8}\.png$/);
  });

  it('shows three hero banners, the first with the marketplace headline', async () => {
    const { data } = await visitor.from('hero_banners').select('title, subtitle, image_url').order('sort_order');
    expect(data?.map((banner) => banner.title)).toEqual(SEED_HERO_BANNERS.map((banner) => banner.title));
    expect(data?.[0]).toMatchObject({ title: 'O 1º Marketplace de Luxo do Brasil', subtitle: 'Seu sonho, Nossa missão.' });
    expect(data?.[0].image_url).toMatch(/\/storage\/v1\/object\/public\/products\/hero\/\d+_[0-9a-f]{8}\.jpg$/);
    expect(await download(data?.[0].image_url)).toMatchObject({ width: 4800, height: 2000 });
  });

  it('creates an admin who signs in with the given password and sees everything', async () => {
    const admin = client(backend.url, backend.anonKey);
    const signIn = await admin.auth.signInWithPassword({ email: 'admin@oneboss.local', password: adminPassword });
    expect(signIn.error).toBeNull();
    expect((await admin.rpc('is_current_user_admin')).data).toBe(true);
    expect((await admin.rpc('get_current_user_email')).data).toBe('admin@oneboss.local');
    const all = await admin.from('products').select('id', { count: 'exact', head: true });
    expect(all.count).toBe(SEED_PRODUCTS.length);
    const wrong = await client(backend.url, backend.anonKey).auth.signInWithPassword({ email: 'admin@oneboss.local', password: `${adminPassword}x` });
    expect(wrong.error).not.toBeNull();
  });

  it("gives the back office a month and a half of leads: every status, both channels, and five sellers' response times", async () => {
    const admin = client(backend.url, backend.anonKey);
    expect((await admin.auth.signInWithPassword({ email: 'admin@oneboss.local', password: adminPassword })).error).toBeNull();
    const leads = await admin.from('leads').select('id, status, channel, reference_code, seller_id, product_id, created_at, first_response_at');
    expect(leads.error).toBeNull();
    expect(leads.data?.length).toBe(SEED_LEADS.length);
    const statuses = new Set(leads.data?.map((lead) => lead.status));
    expect([...statuses].sort()).toEqual(['closed', 'contacted', 'lost', 'negotiating', 'new']);
    expect(new Set(leads.data?.map((lead) => lead.channel))).toEqual(new Set(['form', 'whatsapp']));
    for (const lead of leads.data ?? []) {
      // As the storefront's leads are: a code of the server's, the listing's seller, answered unless new.
      expect(lead.reference_code, lead.id).toMatch(/^OB-[2-9A-HJ-NP-Z]{4,6}$/);
      expect(lead.seller_id === null, lead.id).toBe(lead.product_id === null);
      expect(lead.first_response_at === null, lead.id).toBe(lead.status === 'new');
      // Older than an hour: the storefront's hourly limits do not count them.
      expect(Date.now() - Date.parse(lead.created_at), lead.id).toBeGreaterThan(3_600_000);
    }
    const withResponseTime = await visitor.from('sellers').select('slug, id').then(async ({ data }) =>
      (await Promise.all((data ?? []).map(async (seller) => ((await visitor.rpc('seller_response_time', { _seller_id: seller.id })).data ? seller.slug : null)))).filter(Boolean),
    );
    expect(withResponseTime.sort()).toEqual(['costa-verde-yachts', 'maison-aurum', 'oneboss', 'prime-motors-collection', 'villa-nobre-imoveis']);
  });

  it("gives the back office's Newsletter tab its confirmed subscribers, each with a link to leave", async () => {
    const admin = client(backend.url, backend.anonKey);
    expect((await admin.auth.signInWithPassword({ email: 'admin@oneboss.local', password: adminPassword })).error).toBeNull();
    const subscribers = await admin.from('newsletter_subscribers').select('email, confirmed_at, consent_at, unsubscribe_token');
    expect(subscribers.error).toBeNull();
    expect(subscribers.data?.map((row) => row.email).sort()).toEqual(SEED_SUBSCRIBERS.map((row) => row.email).sort());
    for (const row of subscribers.data ?? []) {
      expect(row.confirmed_at, row.email).not.toBeNull();
      expect(row.consent_at, row.email).not.toBeNull();
    }
    expect(new Set(subscribers.data?.map((row) => row.unsubscribe_token)).size).toBe(SEED_SUBSCRIBERS.length);
  });

  it('adds nothing when run again', async () => {
    await seedDemo({ url: backend.url, anonKey: backend.anonKey, serviceKey: backend.serviceKey, repoRoot: REPO_ROOT, adminPasswordFile: null });
    const service = client(backend.url, backend.serviceKey);
    const counts = await Promise.all(
      ['product_images', 'partners', 'hero_banners', 'admin_permissions'].map(
        async (table) => (await service.from(table).select('*', { count: 'exact', head: true })).count,
      ),
    );
    expect(counts).toEqual([SEED_PRODUCTS.reduce((sum, p) => sum + p.imageCount, 0), SEED_PARTNERS.length, SEED_HERO_BANNERS.length, 1]);
  });
});
