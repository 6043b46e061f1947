import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CONSENT_TEXT_VERSION } from '@oneboss/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, seedCatalogueFixture, serviceClient, signInAsAdmin, signInAsUser, uniqueToken, type CatalogueFixture, type SignedIn, type TestBackend } from './testing';

/**
 * Who may do what, as the server really enforces it. Each role column reads
 * select / insert / update / delete with
 *   Y = allowed and done,
 *   E = refused with an error (42501: no GRANT for the role, or an RLS WITH CHECK failure),
 *   Z = no error, but nothing seen or changed (RLS USING filters the row out).
 */
const TABLE_MATRIX = [
  // A member works for a seller of their own; the rows above are OneBoss's. Their inserts that name
  // no seller become their seller's listing (hidden until approved), hence 'products' insert Y.
  // subject                                 anon    user    member  admin
  ['categories',                             'YEEE', 'YEZZ', 'YEZZ', 'YYYY'],
  ['subcategories',                          'YEEE', 'YEZZ', 'YEZZ', 'YYYY'],
  ['attributes',                             'YEEE', 'YEZZ', 'YEZZ', 'YYYY'],
  ['products (published)',                   'YEEE', 'YEZZ', 'YYZZ', 'YYYY'],
  ['products (unpublished)',                 'ZEEE', 'ZEZZ', 'ZYZZ', 'YYYY'],
  ['product_images (published product)',     'YEEE', 'YEZZ', 'YEZZ', 'YYYY'],
  ['product_images (unpublished product)',   'ZEEE', 'ZEZZ', 'ZEZZ', 'YYYY'],
  // Written only by the products triggers; it holds no row for an unpublished product.
  ['product_search (published product)',     'YEEE', 'YEEE', 'YEEE', 'YEEE'],
  ['product_search (unpublished product)',   'ZEEE', 'ZEEE', 'ZEEE', 'ZEEE'],
  // Kept by the product_search triggers: counts only, written by no API role.
  ['product_facet_counts',                   'YEEE', 'YEEE', 'YEEE', 'YEEE'],
  ['product_spec_counts',                    'YEEE', 'YEEE', 'YEEE', 'YEEE'],
  ['product_spec_bounds',                    'YEEE', 'YEEE', 'YEEE', 'YEEE'],
  ['search_vocabulary',                      'YEEE', 'YEEE', 'YEEE', 'YEEE'],
  ['partners (visible)',                     'YEEE', 'YEZZ', 'YEZZ', 'YYYY'],
  ['partners (hidden)',                      'ZEEE', 'ZEZZ', 'ZEZZ', 'YYYY'],
  ['hero_banners (visible)',                 'YEEE', 'YEZZ', 'YEZZ', 'YYYY'],
  ['hero_banners (hidden)',                  'ZEEE', 'ZEZZ', 'ZEZZ', 'YYYY'],
  ['newsletter_subscribers',                 'EYEE', 'ZYZZ', 'ZYZZ', 'YYYY'],
  ['leads',                                  'EYEE', 'ZYZZ', 'ZYZZ', 'YYYY'],
  ['profiles (own)',                         'EEEE', 'YYYE', 'YYYE', 'YYYE'],
  ["profiles (other's)",                     'EEEE', 'ZEZE', 'ZEZE', 'ZEZE'],
  ['admin_permissions (own row)',            'EEEE', 'YEZZ', 'YEZZ', 'YYYY'],
  ['products (own seller, draft)',           'ZEEE', 'ZEZZ', 'YYYY', 'YYYY'],
  ["products (other seller's draft)",        'ZEEE', 'ZEZZ', 'ZEZZ', 'YYYY'],
  ["product_images (own seller's draft)",    'ZEEE', 'ZEZZ', 'YYYY', 'YYYY'],
  ['leads (own seller)',                     'EYEE', 'ZYZZ', 'YYYZ', 'YYYY'],
  // Written only by the moderation triggers and review functions.
  ['product_revisions (own seller)',         'EEEE', 'ZEEE', 'YEEE', 'YEEE'],
  ['sellers (own)',                          'YEEE', 'YEZZ', 'YEYZ', 'YYYY'],
  ["sellers (other's)",                      'YEEE', 'YEZZ', 'YEZZ', 'YYYY'],
  ["admin_permissions (other's row)",        'EEEE', 'ZEZZ', 'ZEZZ', 'YYYY'],
] as const;

const BUCKET_MATRIX = [
  // bucket                          anon    user    member  admin
  ['products',                      'YEEZ', 'YEEZ', 'YEEZ', 'YYYY'],
  ["products (own seller's listing)", 'YEEZ', 'YEEZ', 'YYYY', 'YYYY'],
  ['partner-logos',                 'YEEZ', 'YEEZ', 'YEEZ', 'YYYY'],
  ['partner-banners',               'YEEZ', 'YEEZ', 'YEEZ', 'YYYY'],
  ['seller-logos',                  'YEEZ', 'YEEZ', 'YEEZ', 'YYYY'],
  ["seller-logos (own seller's)",   'YEEZ', 'YEEZ', 'YYEZ', 'YYYY'],
] as const;

const ROLES = ['anon', 'user', 'member', 'admin'] as const;
const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
type Role = (typeof ROLES)[number];
type Operation = (typeof OPERATIONS)[number];
type Outcome = 'Y' | 'E' | 'Z';
type Row = Record<string, unknown>;

interface Actor {
  db: SupabaseClient;
  /** The user behind the role; anon acts on a bystander's rows where a subject is "own". */
  userId: string;
  email: string;
}

interface Subject {
  table: string;
  key: string;
  /** Creates, with the service role, the row the select/update/delete cells act on. */
  make: (actor: Actor) => Promise<Row>;
  insertPayload: (actor: Actor) => Row;
  /** Runs before the insert cell, e.g. to remove an own row that may only exist once. */
  beforeInsert?: (actor: Actor) => Promise<void>;
  patch: Row;
  /** The columns a select cell reads, where `*` would ask for a column no API role may read. */
  columns?: string;
}

describe.each(inject('backends'))('RLS matrix on $name', (backend: TestBackend) => {
  let service: SupabaseClient;
  let fx: CatalogueFixture;
  const actors = {} as Record<Role, Actor>;

  const insert = async (table: string, row: Row): Promise<Row> => {
    const { data, error } = await service.from(table).insert(row).select('*').single();
    if (error) throw error;
    return data as Row;
  };

  const product = (published: boolean, sellerId?: string) =>
    insert('products', { name: `RLS ${uniqueToken()}`, price: 1, category_id: fx.categoryA.id, published, ...(sellerId ? { seller_id: sellerId } : {}) });
  const listingWithSpecs = async () => {
    const category = await insert('categories', { name: `RLS ${uniqueToken()}`, value: `rls-${uniqueToken()}` });
    await insert('spec_definitions', { category_id: category.id, key: 'comprimento', label: 'Comprimento', type: 'number', unit: 'ft', decimals: 1, filterable: true, position: 1 });
    const motor = await insert('spec_definitions', { category_id: category.id, key: 'motor', label: 'Motorização', type: 'option', filterable: true, position: 2 });
    await insert('spec_options', { definition_id: motor.id, value: 'diesel', label: 'Diesel', position: 1 });
    await insert('products', { name: `RLS ${uniqueToken()}`, price: 1, category_id: category.id, published: true, specs: { comprimento: 40, motor: 'diesel' } });
    return category;
  };
  /** The one row a kept specification table holds for a category of its own (listingWithSpecs). */
  const keptSpecRow = async (table: string) => {
    const category = await listingWithSpecs();
    const { data, error } = await service.from(table).select('*').eq('category_id', category.id).single();
    if (error) throw error;
    return data as Row;
  };
  const seller = () => insert('sellers', { slug: `rls-${uniqueToken()}`, name: 'RLS', kind: 'corretor', whatsapp: '5511999990000' });
  const imageUrl = (productId: string) => `${backend.url}/storage/v1/object/public/products/${productId}/${uniqueToken()}.jpg`;

  const searchRow = (productId: string) => ({
    product_id: productId,
    search_text: 'intruso',
    category_id: fx.categoryA.id,
    featured: false,
    name: 'Intruso',
    sort_price: 0,
    created_at: '2025-01-01T00:00:00Z',
  });

  const subjects: Record<(typeof TABLE_MATRIX)[number][0], Subject> = {
    categories: {
      table: 'categories',
      key: 'id',
      make: () => insert('categories', { name: `RLS ${uniqueToken()}`, value: `rls-${uniqueToken()}` }),
      insertPayload: () => ({ name: 'RLS', value: `rls-${uniqueToken()}` }),
      patch: { name: 'Alterada' },
    },
    subcategories: {
      table: 'subcategories',
      key: 'id',
      make: () => insert('subcategories', { category_id: fx.categoryA.id, name: 'RLS', type: `rls-${uniqueToken()}` }),
      insertPayload: () => ({ category_id: fx.categoryA.id, name: 'RLS', type: `rls-${uniqueToken()}` }),
      patch: { name: 'Alterada' },
    },
    attributes: {
      table: 'attributes',
      key: 'id',
      make: () => insert('attributes', { subcategory_id: fx.subcategories.watches, attribute: `RLS ${uniqueToken()}` }),
      insertPayload: () => ({ subcategory_id: fx.subcategories.watches, attribute: `RLS ${uniqueToken()}` }),
      patch: { attribute: `Alterado ${uniqueToken()}` },
    },
    'products (published)': {
      table: 'products',
      key: 'id',
      make: () => product(true),
      // With its id: a member's insert is saved hidden, so it is not found again by this payload.
      insertPayload: () => ({ id: randomUUID(), name: `RLS ${uniqueToken()}`, price: 1, category_id: fx.categoryA.id, published: true }),
      patch: { name: 'Alterado' },
    },
    'products (unpublished)': {
      table: 'products',
      key: 'id',
      make: () => product(false),
      insertPayload: () => ({ name: `RLS ${uniqueToken()}`, price: 1, category_id: fx.categoryA.id, published: false }),
      patch: { name: 'Alterado' },
    },
    'product_images (published product)': {
      table: 'product_images',
      key: 'id',
      make: async () => insert('product_images', { product_id: fx.products.watch, url: `${backend.url}/storage/v1/object/public/products/rls/${uniqueToken()}.jpg`, sort_order: 9 }),
      insertPayload: () => ({ product_id: fx.products.watch, url: `${backend.url}/storage/v1/object/public/products/rls/${uniqueToken()}.jpg`, sort_order: 9 }),
      patch: { sort_order: 99 },
    },
    'product_images (unpublished product)': {
      table: 'product_images',
      key: 'id',
      make: async () => insert('product_images', { product_id: fx.products.hidden, url: `${backend.url}/storage/v1/object/public/products/rls/${uniqueToken()}.jpg`, sort_order: 9 }),
      insertPayload: () => ({ product_id: fx.products.hidden, url: `${backend.url}/storage/v1/object/public/products/rls/${uniqueToken()}.jpg`, sort_order: 9 }),
      patch: { sort_order: 99 },
    },
    'product_search (published product)': {
      table: 'product_search',
      key: 'product_id',
      make: async () => ({ product_id: (await product(true)).id }),
      insertPayload: () => searchRow(fx.products.hidden),
      patch: { name: 'Alterado' },
    },
    'product_search (unpublished product)': {
      table: 'product_search',
      key: 'product_id',
      make: async () => ({ product_id: (await product(false)).id }),
      insertPayload: () => searchRow(fx.products.hidden),
      patch: { name: 'Alterado' },
    },
    product_facet_counts: {
      table: 'product_facet_counts',
      key: 'category_id',
      // A category of its own holds exactly one combination: its one published product.
      make: async () => {
        const category = await insert('categories', { name: `RLS ${uniqueToken()}`, value: `rls-${uniqueToken()}` });
        await insert('products', { name: `RLS ${uniqueToken()}`, price: 1, category_id: category.id, published: true });
        const { data, error } = await service.from('product_facet_counts').select('*').eq('category_id', category.id).single();
        if (error) throw error;
        return data as Row;
      },
      insertPayload: () => ({ category_id: fx.categoryA.id, total: 1000 }),
      patch: { total: 1000 },
    },
    // A category of its own whose one published listing holds one option and one length: one
    // kept option count and one kept bound.
    product_spec_counts: {
      table: 'product_spec_counts',
      key: 'category_id',
      make: () => keptSpecRow('product_spec_counts'),
      insertPayload: () => ({ category_id: fx.categoryA.id, slot: 0, value: 1, total: 1000 }),
      patch: { total: 1000 },
    },
    product_spec_bounds: {
      table: 'product_spec_bounds',
      key: 'category_id',
      make: () => keptSpecRow('product_spec_bounds'),
      insertPayload: () => ({ category_id: fx.categoryA.id, slot: 1, min: 0, max: 1 }),
      patch: { max: 1000 },
    },
    // A word of its own, held by the name of one published listing.
    search_vocabulary: {
      table: 'search_vocabulary',
      key: 'word',
      make: async () => {
        const word = `rlsvocab${uniqueToken()}`;
        await insert('products', { name: `RLS ${word}`, price: 1, category_id: fx.categoryA.id, published: true });
        const { data, error } = await service.from('search_vocabulary').select('*').eq('word', word).single();
        if (error) throw error;
        return data as Row;
      },
      insertPayload: () => ({ word: `rlsintruso${uniqueToken()}`, listings: 1000 }),
      patch: { listings: 1000 },
    },
    'partners (visible)': {
      table: 'partners',
      key: 'id',
      make: () => insert('partners', { name: 'RLS', logo_url: 'https://example.com/l.png', visible: true, order_index: 5000 }),
      insertPayload: () => ({ name: 'RLS', logo_url: 'https://example.com/l.png', visible: true, order_index: 5000 }),
      patch: { name: 'Alterado' },
    },
    'partners (hidden)': {
      table: 'partners',
      key: 'id',
      make: () => insert('partners', { name: 'RLS', logo_url: 'https://example.com/l.png', visible: false, order_index: 5000 }),
      insertPayload: () => ({ name: 'RLS', logo_url: 'https://example.com/l.png', visible: false, order_index: 5000 }),
      patch: { name: 'Alterado' },
    },
    'hero_banners (visible)': {
      table: 'hero_banners',
      key: 'id',
      make: () => insert('hero_banners', { title: 'RLS', image_url: 'https://example.com/h.jpg', sort_order: 5000, visible: true }),
      insertPayload: () => ({ title: 'RLS', image_url: 'https://example.com/h.jpg', sort_order: 5000, visible: true }),
      patch: { title: 'Alterado' },
    },
    'hero_banners (hidden)': {
      table: 'hero_banners',
      key: 'id',
      make: () => insert('hero_banners', { title: 'RLS', image_url: 'https://example.com/h.jpg', sort_order: 5000, visible: false }),
      insertPayload: () => ({ title: 'RLS', image_url: 'https://example.com/h.jpg', sort_order: 5000, visible: false }),
      patch: { title: 'Alterado' },
    },
    newsletter_subscribers: {
      table: 'newsletter_subscribers',
      key: 'id',
      make: () => insert('newsletter_subscribers', { email: `rls-${uniqueToken()}@example.com` }),
      // with the privacy notice's version and the form's fill time, as the storefront's form sends them
      insertPayload: () => ({ email: `rls-${uniqueToken()}@example.com`, form_fill_ms: 5000, consent_text_version: CONSENT_TEXT_VERSION }),
      patch: { email: `alterado-${uniqueToken()}@example.com` },
    },
    leads: {
      table: 'leads',
      key: 'id',
      // A fresh sender each time: the spam guard allows one e-mail only 3 leads in 10 minutes.
      make: () => insert('leads', { name: 'RLS', email: `rls-${uniqueToken()}@example.com`, form_fill_ms: 5000 }),
      insertPayload: () => ({ name: 'RLS', email: `rls-${uniqueToken()}@example.com`, form_fill_ms: 5000, consent_text_version: CONSENT_TEXT_VERSION }),
      patch: { status: 'contacted' },
    },
    'profiles (own)': {
      table: 'profiles',
      key: 'id',
      make: async (actor) => {
        const { data, error } = await service.from('profiles').upsert({ id: actor.userId, full_name: 'Próprio' }).select('*').single();
        if (error) throw error;
        return data as Row;
      },
      beforeInsert: async (actor) => {
        await service.from('profiles').delete().eq('id', actor.userId);
      },
      insertPayload: (actor) => ({ id: actor.userId, full_name: 'Próprio' }),
      patch: { full_name: 'Alterado' },
    },
    "profiles (other's)": {
      table: 'profiles',
      key: 'id',
      make: async () => {
        const { data, error } = await service.from('profiles').upsert({ id: bystanderId, full_name: 'Outro' }).select('*').single();
        if (error) throw error;
        return data as Row;
      },
      insertPayload: () => ({ id: bystanderId, full_name: 'Intruso' }),
      beforeInsert: async () => {
        await service.from('profiles').delete().eq('id', bystanderId);
      },
      patch: { full_name: 'Alterado' },
    },
    'admin_permissions (own row)': {
      table: 'admin_permissions',
      key: 'email',
      make: async (actor) => {
        const { data, error } = await service.from('admin_permissions').upsert({ email: actor.email, is_admin: actor === actors.admin }).select('*').single();
        if (error) throw error;
        return data as Row;
      },
      insertPayload: () => ({ email: `rls-${uniqueToken()}@example.com` }),
      patch: { created_at: '2030-01-01T00:00:00.000Z' },
    },
    'products (own seller, draft)': {
      table: 'products',
      key: 'id',
      make: () => product(false, memberSellerId),
      insertPayload: () => ({ name: `RLS ${uniqueToken()}`, price: 1, category_id: fx.categoryA.id, published: false, seller_id: memberSellerId }),
      patch: { name: 'Alterado' },
    },
    "products (other seller's draft)": {
      table: 'products',
      key: 'id',
      make: () => product(false, otherSellerId),
      insertPayload: () => ({ name: `RLS ${uniqueToken()}`, price: 1, category_id: fx.categoryA.id, published: false, seller_id: otherSellerId }),
      patch: { name: 'Alterado' },
    },
    "product_images (own seller's draft)": {
      table: 'product_images',
      key: 'id',
      make: async () => insert('product_images', { product_id: memberDraftId, url: imageUrl(memberDraftId), sort_order: 9 }),
      insertPayload: () => ({ product_id: memberDraftId, url: imageUrl(memberDraftId), sort_order: 9 }),
      patch: { sort_order: 99 },
    },
    'leads (own seller)': {
      table: 'leads',
      key: 'id',
      make: () => insert('leads', { name: 'RLS', email: `rls-${uniqueToken()}@example.com`, form_fill_ms: 5000, product_id: memberListingId }),
      insertPayload: () => ({ name: 'RLS', email: `rls-${uniqueToken()}@example.com`, form_fill_ms: 5000, consent_text_version: CONSENT_TEXT_VERSION, product_id: memberListingId }),
      patch: { status: 'contacted' },
    },
    'product_revisions (own seller)': {
      table: 'product_revisions',
      key: 'id',
      make: async () => insert('product_revisions', { product_id: (await product(true, memberSellerId)).id, seller_id: memberSellerId }),
      insertPayload: () => ({ product_id: memberListingId, seller_id: memberSellerId }),
      patch: { status: 'approved' },
    },
    'sellers (own)': {
      table: 'sellers',
      key: 'id',
      columns: 'id,name',
      make: async () => {
        const row = await seller();
        await insert('seller_members', { seller_id: row.id, user_id: actors.member.userId });
        return row;
      },
      insertPayload: () => ({ slug: `rls-${uniqueToken()}`, name: 'RLS', kind: 'corretor', whatsapp: '5511999990000' }),
      patch: { name: 'Alterado' },
    },
    "sellers (other's)": {
      table: 'sellers',
      key: 'id',
      columns: 'id,name',
      make: () => seller(),
      insertPayload: () => ({ slug: `rls-${uniqueToken()}`, name: 'RLS', kind: 'corretor', whatsapp: '5511999990000' }),
      patch: { name: 'Alterado' },
    },
    "admin_permissions (other's row)": {
      table: 'admin_permissions',
      key: 'email',
      make: () => insert('admin_permissions', { email: `rls-${uniqueToken()}@example.com`, is_admin: false }),
      insertPayload: () => ({ email: `rls-${uniqueToken()}@example.com` }),
      patch: { is_admin: true },
    },
  };

  let bystanderId = '';
  let admin: SignedIn;
  // The member's seller, one published listing and one draft of it, and a seller they do not work for.
  let memberSellerId = '';
  let memberListingId = '';
  let memberDraftId = '';
  let otherSellerId = '';

  beforeAll(async () => {
    service = serviceClient(backend);
    fx = await seedCatalogueFixture(backend);
    admin = await signInAsAdmin(backend);
    const user = await signInAsUser(backend);
    const bystander = await signInAsUser(backend);
    bystanderId = bystander.userId;
    actors.admin = { db: admin.db, userId: admin.userId, email: admin.email };
    actors.user = { db: user.db, userId: user.userId, email: user.email };
    actors.anon = { db: anonClient(backend), userId: bystander.userId, email: bystander.email };
    const member = await signInAsUser(backend);
    actors.member = { db: member.db, userId: member.userId, email: member.email };
    memberSellerId = String((await seller()).id);
    otherSellerId = String((await seller()).id);
    await insert('seller_members', { seller_id: memberSellerId, user_id: member.userId });
    memberListingId = String((await product(true, memberSellerId)).id);
    memberDraftId = String((await product(false, memberSellerId)).id);
  });

  /** What the service role sees of a row after a cell ran: it is the judge of "changed". */
  const current = async (subject: Subject, keyValue: unknown): Promise<Row | null> => {
    const { data, error } = await service.from(subject.table).select('*').eq(subject.key, keyValue).maybeSingle();
    if (error) throw error;
    return data as Row | null;
  };

  const refused = (error: { code?: string; message?: string }): Outcome => {
    expect(error.code, error.message).toBe('42501');
    return 'E';
  };

  async function run(subject: Subject, role: Role, operation: Operation): Promise<Outcome> {
    const actor = actors[role];
    // The admin's own admin_permissions row is itself a subject; every cell starts with it granted.
    if (role === 'admin') await service.from('admin_permissions').upsert({ email: actor.email, is_admin: true });
    if (operation === 'insert') {
      await subject.beforeInsert?.(actor);
      const payload = subject.insertPayload(actor);
      const { error } = await actor.db.from(subject.table).insert(payload);
      if (error) return refused(error);
      return (await current(subject, payload[subject.key] ?? (await lastInserted(subject, payload)))) ? 'Y' : 'Z';
    }
    const row = await subject.make(actor);
    const keyValue = row[subject.key];
    if (operation === 'select') {
      const { data, error } = await actor.db.from(subject.table).select(subject.columns ?? '*').eq(subject.key, keyValue);
      if (error) return refused(error);
      return data.length === 1 ? 'Y' : (expect(data).toEqual([]), 'Z');
    }
    if (operation === 'update') {
      const { error } = await actor.db.from(subject.table).update(subject.patch).eq(subject.key, keyValue);
      if (error) return refused(error);
      const after = await current(subject, keyValue);
      const changed = Object.entries(subject.patch).every(([column, value]) => String(after?.[column]) === String(value) || Date.parse(String(after?.[column])) === Date.parse(String(value)));
      return changed ? 'Y' : 'Z';
    }
    const { error } = await actor.db.from(subject.table).delete().eq(subject.key, keyValue);
    if (error) return refused(error);
    return (await current(subject, keyValue)) ? 'Z' : 'Y';
  }

  /** Rows inserted without a client-chosen key are found again by their payload. */
  async function lastInserted(subject: Subject, payload: Row): Promise<unknown> {
    let query = service.from(subject.table).select(subject.key);
    for (const [column, value] of Object.entries(payload)) query = query.eq(column, value);
    const { data } = await query.limit(1);
    return (data?.[0] as Row | undefined)?.[subject.key] ?? '__none__';
  }

  const tableCells = TABLE_MATRIX.flatMap(([label, ...byRole]) =>
    ROLES.flatMap((role, roleIndex) => OPERATIONS.map((operation, opIndex) => ({ label, role, operation, expected: byRole[roleIndex][opIndex] as Outcome }))),
  );

  it.each(tableCells)('$role $operation on $label -> $expected', async ({ label, role, operation, expected }) => {
    expect(await run(subjects[label], role, operation)).toBe(expected);
  });

  const bucketCells = BUCKET_MATRIX.flatMap(([bucket, ...byRole]) =>
    ROLES.flatMap((role, roleIndex) => OPERATIONS.map((operation, opIndex) => ({ bucket, role, operation, expected: byRole[roleIndex][opIndex] as Outcome }))),
  );

  let image: Buffer;
  beforeAll(async () => {
    image = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
  });

  /** The matrix's bucket label names the bucket, and for a listing's files or a seller's logos the folder they live in. */
  const target = (label: string) => {
    if (label === "products (own seller's listing)") return { bucket: 'products', folder: memberListingId };
    if (label === "seller-logos (own seller's)") return { bucket: 'seller-logos', folder: memberSellerId };
    return { bucket: label, folder: 'rls' };
  };

  const storedObject = async (label: string): Promise<string> => {
    const { bucket, folder } = target(label);
    const path = `${folder}/${uniqueToken()}.png`;
    const { error } = await service.storage.from(bucket).upload(path, image, { contentType: 'image/png' });
    if (error) throw error;
    return path;
  };

  const objectExists = async (bucket: string, path: string): Promise<boolean> => {
    const { data } = await service.storage.from(bucket).download(path);
    return data !== null;
  };

  async function runStorage(label: string, role: Role, operation: Operation): Promise<Outcome> {
    const { bucket, folder } = target(label);
    const storage = actors[role].db.storage.from(bucket);
    if (operation === 'insert') {
      const path = `${folder}/${uniqueToken()}.png`;
      const { error } = await storage.upload(path, image, { contentType: 'image/png' });
      if (error) return (expect(await objectExists(bucket, path)).toBe(false), 'E');
      return (await objectExists(bucket, path)) ? 'Y' : 'Z';
    }
    const path = await storedObject(label);
    if (operation === 'select') {
      const { data, error } = await storage.download(path);
      if (error) return 'E';
      return data && data.size === image.length ? 'Y' : 'Z';
    }
    if (operation === 'update') {
      const replacement = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#000' } }).png().toBuffer();
      const { error } = await storage.update(path, replacement, { contentType: 'image/png' });
      const { data } = await service.storage.from(bucket).download(path);
      const replaced = data?.size === replacement.length;
      if (error) return (expect(replaced).toBe(false), 'E');
      return replaced ? 'Y' : 'Z';
    }
    const { error } = await storage.remove([path]);
    if (error) return (expect(await objectExists(bucket, path)).toBe(true), 'E');
    return (await objectExists(bucket, path)) ? 'Z' : 'Y';
  }

  it.each(bucketCells)('$role $operation in bucket $bucket -> $expected', async ({ bucket, role, operation, expected }) => {
    expect(await runStorage(bucket, role, operation)).toBe(expected);
  });
});
