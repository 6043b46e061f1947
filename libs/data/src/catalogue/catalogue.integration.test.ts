import { DEFAULT_SHOP_FILTERS, FALLBACK_PRODUCT_IMAGE, type Category, type ShopFilters } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, recordingFetch, seedCatalogueFixture, serviceClient, signInAsUser, uniqueToken, type CatalogueFixture, PERSON_AT_FORM } from '../testing';
import {
  DataError,
  createLead,
  getShopFacets,
  getProductPage,
  listCategoriesTree,
  listFeatured,
  listHeroBanners,
  listShopProducts,
  listVisiblePartners,
  subscribeNewsletter,
} from './index';

const filters = (overrides: Partial<ShopFilters>): ShopFilters => ({ ...DEFAULT_SHOP_FILTERS, subcategoryIds: [], attributeIds: [], ...overrides });

describe.each(inject('backends'))('catalogue reads on $name', (backend) => {
  const db = anonCatalogue(backend);
  let fx: CatalogueFixture;
  let tree: Category[];

  beforeAll(async () => {
    fx = await seedCatalogueFixture(backend);
    tree = await listCategoriesTree(db);
  });

  it('lists the category tree in one request, each level sorted', async () => {
    const { fetch, calls } = recordingFetch();
    const fresh = await listCategoriesTree(anonCatalogue(backend, fetch));
    expect(calls).toHaveLength(1);
    const ids = fresh.map((category) => category.id);
    expect(ids.indexOf(fx.categoryB.id)).toBeLessThan(ids.indexOf(fx.categoryA.id));
    const categoryA = fresh.find((category) => category.id === fx.categoryA.id);
    expect(categoryA?.subcategories?.map((sub) => sub.name)).toEqual(['Barcos', 'Suíços']);
    const watches = categoryA?.subcategories?.find((sub) => sub.id === fx.subcategories.watches);
    expect(watches?.attributes).toEqual([
      { id: fx.attributes.steel, subcategoryId: fx.subcategories.watches, name: 'Aço' },
      { id: fx.attributes.gold, subcategoryId: fx.subcategories.watches, name: 'Ouro' },
    ]);
  });

  it('lists a category page in ONE small request: published only, featured first, first image embedded', async () => {
    const { fetch, calls } = recordingFetch();
    const page = await listShopProducts(anonCatalogue(backend, fetch), filters({ categorySlug: fx.categoryA.value }), tree);
    expect(calls).toHaveLength(1);
    expect(calls[0].bytes).toBeLessThan(20 * 1024);
    expect(page.items.map((item) => item.id)).toEqual([fx.products.watch, fx.products.boat]);
    const [watch, boat] = page.items;
    expect(watch).toMatchObject({
      price: 1000,
      salePrice: null,
      categoryName: `Relógios ${fx.token}`,
      subcategoryName: 'Suíços',
      featured: true,
      description: 'Automático, caixa 40 mm',
      priceOnRequest: false,
    });
    expect(watch.imageUrl).toMatch(/\/products\/[^/]+\/first\.jpg$/);
    expect(boat).toMatchObject({ price: 500, salePrice: 400, subcategoryName: 'Barcos', description: 'Motor V12 com 50 pés' });
  });

  it('resolves the category by id as well as by slug', async () => {
    const page = await listShopProducts(db, filters({ categorySlug: fx.categoryA.id }), tree);
    expect(page.items.map((item) => item.id)).toEqual([fx.products.watch, fx.products.boat]);
  });

  it('keeps a full-page request under the 20 KB budget', async () => {
    const { fetch, calls } = recordingFetch();
    const page = await listShopProducts(anonCatalogue(backend, fetch), filters({}), tree);
    expect(page.items).toHaveLength(12);
    expect(calls[0].bytes).toBeLessThan(20 * 1024);
  });

  it('reads a page without a category before the category tree has arrived, then names its cards from the tree', async () => {
    const { fetch, calls } = recordingFetch();
    let deliverTree!: (categories: Category[]) => void;
    const treeStillLoading = new Promise<Category[]>((resolve) => (deliverTree = resolve));
    const listing = listShopProducts(anonCatalogue(backend, fetch), filters({ search: `Relógio Suíço de Ouro ${fx.token}` }), treeStillLoading);
    await expect.poll(() => calls.length).toBe(1);
    deliverTree(tree);
    const page = await listing;
    expect(page.items.map((item) => [item.id, item.categoryName, item.subcategoryName])).toEqual([
      [fx.products.watch, `Relógios ${fx.token}`, 'Suíços'],
    ]);
  });

  it.each([
    ['price-asc', ['boat', 'watch']],
    ['price-desc', ['watch', 'boat']],
    ['newest', ['boat', 'watch']],
    ['relevance', ['watch', 'boat']],
  ] as const)('sorts on the server: %s', async (sort, expected) => {
    const page = await listShopProducts(db, filters({ categorySlug: fx.categoryA.value, sort }), tree);
    expect(page.items.map((item) => item.id)).toEqual(expected.map((key) => fx.products[key]));
  });

  it('pages with an exact total from the facets: 14 in category B give 12 + 2', async () => {
    const first = await listShopProducts(db, filters({ categorySlug: fx.categoryB.value, sort: 'price-asc' }), tree);
    const second = await listShopProducts(db, filters({ categorySlug: fx.categoryB.value, sort: 'price-asc', page: 2 }), tree);
    const facets = await getShopFacets(db, { categoryId: fx.categoryB.id });
    expect(facets.total).toBe(14);
    expect(first.items).toHaveLength(12);
    expect(second.items).toHaveLength(2);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(14);
    // The on-request house sorts after every priced product, cheapest first too.
    expect(second.items[1].id).toBe(fx.products.house);
    expect(second.items[1]).toMatchObject({ price: null, priceOnRequest: true });
  });

  it('searches accent- and case-insensitively over name, short description and description', async () => {
    const byName = await listShopProducts(db, filters({ search: `RELOGIO suico de OURO ${fx.token}` }), tree);
    expect(byName.items.map((item) => item.id)).toEqual([fx.products.watch]);
    const byDescription = await listShopProducts(db, filters({ search: 'motor v12', categorySlug: fx.categoryA.value }), tree);
    expect(byDescription.items.map((item) => item.id)).toEqual([fx.products.boat]);
    const byShort = await listShopProducts(db, filters({ search: 'AUTOMÁTICO', categorySlug: fx.categoryA.value }), tree);
    expect(byShort.items.map((item) => item.id)).toEqual([fx.products.watch]);
  });

  it('reads LIKE wildcards and PostgREST separators in a search as punctuation, which parts words and matches nothing itself', async () => {
    const all = await listShopProducts(db, filters({ categorySlug: fx.categoryA.value }), tree);
    for (const term of ['%', '_', '(', ')', '\\']) {
      const page = await listShopProducts(db, filters({ search: term, categorySlug: fx.categoryA.value }), tree);
      expect(page.items, term).toEqual(all.items);
    }
    // As wildcards these would match the token; as punctuation their second part (too short to be read as a typo) starts no word.
    for (const term of [`${fx.token.slice(0, 3)}%${fx.token.slice(4, 7)}`, `${fx.token.slice(0, 3)}_${fx.token.slice(4, 7)}`, `${fx.token},x`]) {
      const page = await listShopProducts(db, filters({ search: term, categorySlug: fx.categoryA.value }), tree);
      expect(page.items, term).toEqual([]);
    }
    for (const term of [`${fx.token}%`, `(${fx.token})`]) {
      const page = await listShopProducts(db, filters({ search: term, categorySlug: fx.categoryA.value }), tree);
      expect(page.items.map((item) => item.id).sort(), term).toEqual(all.items.map((item) => item.id).sort());
    }
    const withComma = await listShopProducts(db, filters({ search: 'automático, caixa', categorySlug: fx.categoryA.value }), tree);
    expect(withComma.items.map((item) => item.id)).toEqual([fx.products.watch]);
  });

  it('reads a star as a one-character wildcard, since PostgREST has no escape for it', async () => {
    const page = await listShopProducts(db, filters({ search: 'iate*azul', categorySlug: fx.categoryA.value }), tree);
    expect(page.items.map((item) => item.id)).toEqual([fx.products.boat]);
  });

  it('filters by subcategories and attributes', async () => {
    const bySub = await listShopProducts(db, filters({ subcategoryIds: [fx.subcategories.boats] }), tree);
    expect(bySub.items.map((item) => item.id)).toEqual([fx.products.boat]);
    const byAttribute = await listShopProducts(db, filters({ subcategoryIds: [fx.subcategories.watches], attributeIds: [fx.attributes.gold] }), tree);
    expect(byAttribute.items.map((item) => item.id)).toEqual([fx.products.watch]);
    const none = await listShopProducts(db, filters({ attributeIds: [fx.attributes.steel] }), tree);
    expect(none.items).toEqual([]);
  });

  it('counts facets on the server', async () => {
    const facets = await getShopFacets(db, { categoryId: fx.categoryA.id });
    expect(facets.categories.find((row) => row.id === fx.categoryA.id)?.count).toBe(2);
    expect(facets.categories.find((row) => row.id === fx.categoryB.id)?.count).toBe(14);
    expect(facets.subcategories.find((row) => row.id === fx.subcategories.watches)?.count).toBe(1);
    expect(facets.subcategories.find((row) => row.id === fx.subcategories.boats)?.count).toBe(1);
    const withSub = await getShopFacets(db, { categoryId: fx.categoryA.id, subcategoryIds: [fx.subcategories.watches] });
    expect(withSub.attributes.find((row) => row.id === fx.attributes.gold)?.count).toBe(1);
    const searched = await getShopFacets(db, { search: `iate azul ${fx.token}` });
    expect(searched.categories).toEqual([{ id: fx.categoryA.id, count: 1 }]);
  });

  it('lists featured published products by name with their first products-bucket image', async () => {
    const featured = await listFeatured(db);
    // The suites share one backend, each adding featured products: the list is the table's first 24 by name, ours among them or not.
    const { data: firstByName } = await serviceClient(backend).from('products').select('id').eq('featured', true).eq('published', true).order('name').order('id').limit(24);
    expect(featured.map((card) => card.id)).toEqual((firstByName ?? []).map((row) => row.id));
    const ours = featured.filter((card) => card.name.endsWith(fx.token)).map((card) => card.id);
    expect(ours).toEqual([fx.products.house, fx.products.watch].slice(0, ours.length));
    // Each card's picture is its first in the products bucket, else the placeholder.
    const { data: images } = await serviceClient(backend).from('product_images').select('product_id,url,sort_order').in('product_id', featured.map((card) => card.id)).order('sort_order');
    const firstImage = (id: string) => images?.find((image) => image.product_id === id && image.url.includes('/storage/v1/object/public/products/'))?.url ?? FALLBACK_PRODUCT_IMAGE;
    expect(featured.map((card) => card.imageUrl)).toEqual(featured.map((card) => firstImage(card.id)));
    // A row that shows fewer reads fewer: the same first ones, in the same order.
    const firstTwo = await listFeatured(db, 2);
    expect(firstTwo.map((card) => card.id)).toEqual(featured.slice(0, 2).map((card) => card.id));
  });

  it('reads a product page in ONE request: the product with sorted images, category, subcategory and attribute, and its related cards', async () => {
    const { fetch, calls } = recordingFetch();
    const page = await getProductPage(anonCatalogue(backend, fetch), fx.products.watch);
    expect(calls).toHaveLength(1);
    const product = page?.product;
    expect(product?.images.map((image) => image.url.split('/').pop())).toEqual(['first.jpg', 'second.jpg']);
    expect(product).toMatchObject({
      category: { name: `Relógios ${fx.token}`, value: fx.categoryA.value },
      subcategory: { name: 'Suíços' },
      attributeName: 'Ouro',
      price: 1000,
      stockQuantity: 1,
      published: true,
    });
    expect(product?.createdAt).toBe('2025-01-01T10:00:00.000Z');
    // Published products of the same category but itself (the hidden one is not).
    expect(page?.related.map((card) => card.id)).toEqual([fx.products.boat]);
    expect(page?.related[0]).toMatchObject({ categoryName: `Relógios ${fx.token}`, imageUrl: expect.stringMatching(/\/products\/[^/]+\/boat\.jpg$/) });
  });

  it('lists at most 8 related cards, featured first and then by name', async () => {
    const page = await getProductPage(db, fx.products.bulk[0]);
    const related = page?.related ?? [];
    // The featured house, then the other lots by name ('Lote 02' to 'Lote 08'), never the lot itself.
    expect(related.map((card) => card.id)).toEqual([fx.products.house, ...fx.products.bulk.slice(1, 8)]);
    expect(related[0]).toMatchObject({ featured: true, price: null, priceOnRequest: true });
  });

  it('answers null for the page of an unpublished, unknown or malformed product id', async () => {
    expect(await getProductPage(db, fx.products.hidden)).toBeNull();
    expect(await getProductPage(db, '6f1c2d3e-4b5a-4c6d-8e7f-001122334455')).toBeNull();
    expect(await getProductPage(db, 'not-a-uuid')).toBeNull();
    const user = await signInAsUser(backend);
    expect(await getProductPage(user.db, fx.products.hidden)).toBeNull();
  });

  it('shows visible partners and hero banners only, in order', async () => {
    const partners = await listVisiblePartners(db);
    expect(partners.map((partner) => partner.id)).toContain(fx.partners.visible);
    expect(partners.map((partner) => partner.id)).not.toContain(fx.partners.hidden);
    const order = partners.map((partner) => partner.orderIndex);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const banners = await listHeroBanners(db);
    expect(banners.map((banner) => banner.id)).toContain(fx.banners.visible);
    expect(banners.map((banner) => banner.id)).not.toContain(fx.banners.hidden);
  });

  it('subscribes to the newsletter once, case-insensitively, answering a second sign-up as the first', async () => {
    const email = `News-${uniqueToken()}@Example.com`;
    await expect(subscribeNewsletter(db, email, PERSON_AT_FORM)).resolves.toBeUndefined();
    await expect(subscribeNewsletter(db, email.toLowerCase(), PERSON_AT_FORM)).resolves.toBeUndefined();
    await expect(subscribeNewsletter(db, 'sem-arroba', PERSON_AT_FORM)).rejects.toBeInstanceOf(DataError);
  });

  it('creates a lead as a visitor without reading it back', async () => {
    const name = `Visitante ${uniqueToken()}`;
    await createLead(db, { name, email: 'v@example.com', phone: '11999998888', message: 'Quero saber mais', productId: fx.products.watch }, PERSON_AT_FORM);
    const { data } = await serviceClient(backend).from('leads').select('name,status,product_id').eq('name', name);
    expect(data).toEqual([{ name, status: 'new', product_id: fx.products.watch }]);
  });

  it('maps a dead server to the connection message', async () => {
    const broken = anonCatalogue({ ...backend, url: 'http://127.0.0.1:9' });
    await expect(listShopProducts(broken, filters({}), tree)).rejects.toMatchObject({
      userMessage: 'Falha na conexão com o servidor. Verifique sua internet.',
    });
  });
});
