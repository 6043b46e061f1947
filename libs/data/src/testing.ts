import { productFormSchema, type LeadInput, type ProductFormValues, type ProductInput } from '@oneboss/domain';
import { readMailbox, type MailboxMessage } from '@oneboss/local-supabase/testing';
import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createCatalogueClient, type CatalogueDb } from './catalogue-client';
import { createSupabase, type Db, type WebSocketLikeConstructor } from './client';

/** A running backend as the test helpers of tools/local-supabase describe it. */
export interface TestBackend {
  name: string;
  url: string;
  anonKey: string;
  serviceKey: string;
}

export interface SignedIn {
  db: Db;
  userId: string;
  email: string;
  password: string;
}

/** Each client keeps its session to itself, so several roles can be signed in side by side. */
function memoryStorage(): SupportedStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * `ws` as realtime-js's transport (Node 20 has no global WebSocket). Its event types are ws's own,
 * not the DOM ones realtime-js declares, though the runtime interface is the same.
 */
const NodeWebSocket = WebSocket as unknown as WebSocketLikeConstructor;

export function anonClient(backend: TestBackend): Db {
  return createSupabase({ url: backend.url, anonKey: backend.anonKey, storage: memoryStorage(), webSocket: NodeWebSocket });
}

export function anonCatalogue(backend: TestBackend, fetchImpl?: typeof fetch): CatalogueDb {
  return createCatalogueClient({ url: backend.url, anonKey: backend.anonKey, fetch: fetchImpl });
}

/** The service-role client: bypasses RLS, for fixtures and for checking what really happened. */
export function serviceClient(backend: TestBackend): SupabaseClient {
  return createClient(backend.url, backend.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NodeWebSocket },
  });
}

export function uniqueToken(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Creates a confirmed user through the admin API, optionally grants admin, and signs in as them. */
export async function signInAsNewUser(backend: TestBackend, options: { admin?: boolean; email?: string } = {}): Promise<SignedIn> {
  const service = serviceClient(backend);
  const email = options.email ?? `user-${uniqueToken()}@example.com`;
  const password = `Senha-${uniqueToken()}`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw created.error ?? new Error('createUser returned no user');
  if (options.admin) {
    const granted = await service.from('admin_permissions').insert({ email, is_admin: true });
    if (granted.error) throw granted.error;
  }
  const db = anonClient(backend);
  const signedIn = await db.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  return { db, userId: created.data.user.id, email, password };
}

export const signInAsAdmin = (backend: TestBackend) => signInAsNewUser(backend, { admin: true });
export const signInAsUser = (backend: TestBackend) => signInAsNewUser(backend);

/** The mails the local backend has "sent" to `email`, newest first. */
export const mailTo = (backend: TestBackend, email: string): Promise<MailboxMessage[]> => readMailbox(backend.url, backend.serviceKey, email);

/** Opens an e-mailed auth link as a browser would, and returns the fragment it lands with. */
export async function followMailLink(link: string): Promise<{ landing: string; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  return { landing: `${location.origin}${location.pathname}`, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** A fetch that records every request and the size of every response body. */
export function recordingFetch(): { fetch: typeof fetch; calls: { url: string; method: string; bytes: number }[] } {
  const calls: { url: string; method: string; bytes: number }[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const body = await response.clone().arrayBuffer();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, method: init?.method ?? 'GET', bytes: body.byteLength });
    return response;
  };
  return { fetch: recording, calls };
}

export interface CatalogueFixture {
  token: string;
  categoryA: { id: string; value: string };
  categoryB: { id: string; value: string };
  subcategories: { watches: string; boats: string };
  attributes: { gold: string; steel: string };
  products: { watch: string; boat: string; hidden: string; house: string; bulk: string[] };
  partners: { visible: string; hidden: string };
  banners: { visible: string; hidden: string };
}

async function insertRows<T extends { id: string }>(service: SupabaseClient, table: string, rows: Record<string, unknown>[]): Promise<T[]> {
  const { data, error } = await service.from(table).insert(rows).select('*');
  if (error) throw error;
  return data as T[];
}

/**
 * Rows of a small catalogue whose names and slugs carry a unique token, so suites sharing one
 * backend (and its demo seed) can filter on their own rows and assert exact results:
 * category A (2 published products, 1 hidden), category B (a featured on-request house plus
 * 13 published products for paging), two partners and two hero banners (one visible of each).
 */
export async function seedCatalogueFixture(backend: TestBackend): Promise<CatalogueFixture> {
  const service = serviceClient(backend);
  const token = uniqueToken();
  const imageUrl = (productId: string, file: string) => `${backend.url}/storage/v1/object/public/products/${productId}/${file}`;
  const [categoryA, categoryB] = await insertRows<{ id: string; value: string }>(service, 'categories', [
    { name: `Relógios ${token}`, value: `relogios-${token}` },
    { name: `Imóveis ${token}`, value: `imoveis-${token}` },
  ]);
  const [watches, boats] = await insertRows(service, 'subcategories', [
    { category_id: categoryA.id, name: 'Suíços', type: 'suicos' },
    { category_id: categoryA.id, name: 'Barcos', type: 'barcos' },
  ]);
  const [steel, gold] = await insertRows(service, 'attributes', [
    { subcategory_id: watches.id, attribute: 'Aço' },
    { subcategory_id: watches.id, attribute: 'Ouro' },
  ]);
  const [watch, boat, hidden, house] = await insertRows(service, 'products', [
    {
      name: `Relógio Suíço de Ouro ${token}`,
      short_description: 'Automático, caixa 40 mm',
      description: '<p>Edição <strong>limitada</strong></p>',
      price: 1000,
      category_id: categoryA.id,
      subcategory_id: watches.id,
      attribute_id: gold.id,
      featured: true,
      created_at: '2025-01-01T10:00:00Z',
    },
    {
      name: `Iate Azul ${token}`,
      short_description: '',
      description: '<p>Motor V12 com 50 pés</p>',
      price: 500,
      sale_price: 400,
      category_id: categoryA.id,
      subcategory_id: boats.id,
      stock_quantity: 0,
      created_at: '2025-02-01T10:00:00Z',
    },
    { name: `Avião Oculto ${token}`, price: 9, category_id: categoryA.id, published: false, featured: true, created_at: '2025-03-01T10:00:00Z' },
    { name: `Casa na Praia ${token}`, price_on_request: true, category_id: categoryB.id, featured: true, created_at: '2025-04-01T10:00:00Z' },
  ]);
  const bulk = await insertRows(
    service,
    'products',
    Array.from({ length: 13 }, (_, index) => ({
      name: `Lote ${String(index + 1).padStart(2, '0')} ${token}`,
      price: 100 + index,
      category_id: categoryB.id,
      created_at: `2024-06-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
    })),
  );
  await insertRows(service, 'product_images', [
    { product_id: watch.id, url: imageUrl(watch.id, 'second.jpg'), sort_order: 1 },
    { product_id: watch.id, url: imageUrl(watch.id, 'first.jpg'), sort_order: 0 },
    { product_id: boat.id, url: imageUrl(boat.id, 'boat.jpg'), sort_order: 0 },
    { product_id: hidden.id, url: imageUrl(hidden.id, 'plane.jpg'), sort_order: 0 },
    { product_id: house.id, url: imageUrl(house.id, 'house.jpg'), sort_order: 0 },
  ]);
  const [visiblePartner, hiddenPartner] = await insertRows(service, 'partners', [
    { name: `Parceiro ${token}`, logo_url: `${backend.url}/storage/v1/object/public/partner-logos/${token}.png`, visible: true, order_index: 1000 },
    { name: `Oculto ${token}`, logo_url: `${backend.url}/storage/v1/object/public/partner-logos/${token}-h.png`, visible: false, order_index: 1001 },
  ]);
  const [visibleBanner, hiddenBanner] = await insertRows(service, 'hero_banners', [
    { title: `Banner ${token}`, image_url: `${backend.url}/storage/v1/object/public/products/hero/${token}.jpg`, sort_order: 1000 },
    { title: `Oculto ${token}`, image_url: `${backend.url}/storage/v1/object/public/products/hero/${token}-h.jpg`, sort_order: 1001, visible: false },
  ]);
  return {
    token,
    categoryA,
    categoryB,
    subcategories: { watches: watches.id, boats: boats.id },
    attributes: { gold: gold.id, steel: steel.id },
    products: { watch: watch.id, boat: boat.id, hidden: hidden.id, house: house.id, bulk: bulk.map((row) => row.id) },
    partners: { visible: visiblePartner.id, hidden: hiddenPartner.id },
    banners: { visible: visibleBanner.id, hidden: hiddenBanner.id },
  };
}

/** What a person's lead form reports: the trap field empty, five seconds on the form. */
export const PERSON_AT_FORM = { trap: '', fillMs: 5000 } as const;

/**
 * A lead as a caller other than the storefront's form may send it (no phone, an oversized text):
 * the form's schema would refuse it, so the server must refuse or take it by its own rules.
 */
export function leadPastTheForm(fields: { [K in keyof LeadInput]?: string | null }): LeadInput {
  return fields as LeadInput;
}

/** A product as the admin form saves it: published and one in stock unless `fields` say otherwise. */
export function productFromForm(fields: ProductFormValues): ProductInput {
  return productFormSchema.parse({ published: true, stockQuantity: 1, ...fields });
}
