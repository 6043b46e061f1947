import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, serviceClient, uniqueToken } from '../testing';
import { getAdminSeller, getPanelSeller } from '../index';
import { getProductPage, getSellerBySlug, getShopFacets, listSellerDates, listShopProducts } from './index';
import { DEFAULT_SHOP_FILTERS } from '@oneboss/domain';

describe.each(inject('backends'))('seller reads on $name', (backend) => {
  const db = anonCatalogue(backend);
  const service = serviceClient(backend);
  const token = uniqueToken();
  const slug = `vendedor-${token}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
  let sellerId = '';
  let categoryId = '';
  let sellerProductId = '';
  let onebossProductId = '';

  beforeAll(async () => {
    const seller = await service
      .from('sellers')
      .insert({
        slug,
        name: `Concessionária ${token}`,
        kind: 'concessionaria',
        whatsapp: '5511987654321',
        email: 'privado@example.com',
        cnpj: '12345678000190',
        uf: 'SP',
        city_id: 3550308,
        verified_at: '2026-10-12T15:00:00Z',
        verified_note: 'CNPJ e endereço',
      })
      .select('id')
      .single();
    if (seller.error) throw seller.error;
    sellerId = seller.data.id;
    const category = await service.from('categories').insert({ name: `Vendedor ${token}`, value: `vendedor-${token}` }).select('id').single();
    if (category.error) throw category.error;
    categoryId = category.data.id;
    const products = await service
      .from('products')
      .insert([
        { name: `Do vendedor ${token}`, category_id: categoryId, published: true, price: 100, seller_id: sellerId },
        { name: `Da OneBoss ${token}`, category_id: categoryId, published: true, price: 200 },
      ])
      .select('id,name');
    if (products.error) throw products.error;
    sellerProductId = products.data.find((row) => row.name.startsWith('Do vendedor'))!.id;
    onebossProductId = products.data.find((row) => row.name.startsWith('Da OneBoss'))!.id;
  });

  afterAll(async () => {
    await service.from('leads').delete().eq('product_id', sellerProductId);
    await service.from('products').delete().eq('category_id', categoryId);
    await service.from('categories').delete().eq('id', categoryId);
    await service.from('sellers').delete().eq('id', sellerId);
  });

  it('reads an active seller by slug, without its e-mail', async () => {
    const seller = await getSellerBySlug(db, slug);
    expect(seller).toMatchObject({
      id: sellerId,
      slug,
      kind: 'concessionaria',
      location: { uf: 'SP', cityName: 'São Paulo' },
      cnpj: '12345678000190',
      verification: { at: '2026-10-12T15:00:00.000Z', note: 'CNPJ e endereço' },
    });
    expect(JSON.stringify(seller)).not.toContain('privado@example.com');
  });

  it('answers null for an unknown or malformed slug', async () => {
    expect(await getSellerBySlug(db, `nao-existe-${slug}`)).toBeNull();
    expect(await getSellerBySlug(db, 'Nao Existe<script>')).toBeNull();
  });

  it("answers the panel 'Vendedor não encontrado.' for an id no seller has, malformed or not, and finds none for its page", async () => {
    for (const id of ['00000000-0000-4000-8000-0000000000ff', 'nao-existe', "x'; drop table sellers; --"]) {
      await expect(getAdminSeller(service, id), id).rejects.toMatchObject({ code: 'not_found', userMessage: 'Vendedor não encontrado.' });
    }
    expect((await getPanelSeller(service, sellerId))?.slug).toBe(slug);
    for (const id of ['00000000-0000-4000-8000-0000000000ff', 'nao-existe']) expect(await getPanelSeller(service, id)).toBeNull();
  });

  it('gives the product page its seller, and OneBoss for a listing that names none', async () => {
    expect((await getProductPage(db, sellerProductId))?.seller?.slug).toBe(slug);
    expect((await getProductPage(db, onebossProductId))?.seller).toMatchObject({ slug: 'oneboss', kind: 'oneboss' });
  });

  it('narrows the shop list and counts to the seller', async () => {
    const filters = { ...DEFAULT_SHOP_FILTERS, subcategoryIds: [], attributeIds: [] };
    const page = await listShopProducts(db, filters, [], sellerId);
    expect(page.items.map((item) => item.id)).toEqual([sellerProductId]);
    const facets = await getShopFacets(db, { sellerId });
    expect(facets.total).toBe(1);
    expect(facets.categories).toEqual([{ id: categoryId, count: 1 }]);
  });

  it('lists the seller in the sitemap while active; deactivated, its page and listing are gone', async () => {
    expect((await listSellerDates(db)).map((row) => row.key)).toContain(slug);
    const off = await service.from('sellers').update({ active: false }).eq('id', sellerId);
    if (off.error) throw off.error;
    try {
      expect(await getSellerBySlug(db, slug)).toBeNull();
      expect((await listSellerDates(db)).map((row) => row.key)).not.toContain(slug);
      expect(await getProductPage(db, sellerProductId)).toBeNull();
      expect((await getShopFacets(db, { categoryId })).total).toBe(1);
    } finally {
      await service.from('sellers').update({ active: true }).eq('id', sellerId);
    }
    expect((await getShopFacets(db, { categoryId })).total).toBe(2);
  });

  it("tells visitors a seller's average hours to answer only from its fifth answered lead", async () => {
    const answered = (hours: number, index: number) => ({
      name: `Comprador ${index}`,
      email: `resposta-${index}-${token}@example.com`.toLowerCase(),
      product_id: sellerProductId,
      created_at: new Date(Date.now() - (hours + 1) * 3_600_000).toISOString(),
      first_response_at: new Date(Date.now() - 3_600_000).toISOString(),
      status: 'contacted',
    });
    const four = await service.from('leads').insert([1, 2, 3, 4].map((hours, index) => answered(hours, index)));
    if (four.error) throw four.error;
    // Read with the listing's page, in its one request.
    expect((await getProductPage(db, sellerProductId))?.sellerResponseHours).toBeNull();
    // And for the seller's own page.
    expect((await getSellerBySlug(db, slug))?.responseHours).toBeNull();
    const fifth = await service.from('leads').insert(answered(5, 4));
    if (fifth.error) throw fifth.error;
    // 1, 2, 3, 4 and 5 hours: three on average.
    expect((await getProductPage(db, sellerProductId))?.sellerResponseHours).toBeCloseTo(3, 1);
    expect((await getSellerBySlug(db, slug))?.responseHours).toBeCloseTo(3, 1);
  });

  it('refuses the seller e-mail column to visitors', async () => {
    const { error } = await db.from('sellers').select('email').eq('slug', slug);
    expect(error?.code).toBe('42501');
  });
});
