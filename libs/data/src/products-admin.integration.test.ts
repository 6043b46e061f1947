import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FIELD_MAX_LENGTHS, PRODUCT_FORM_MESSAGES } from '@oneboss/domain';
import { storageImageUrl } from './image-urls';
import { deleteProductImage, reorderProductImages, uploadProductImage } from './images';
import {
  connectionCheck,
  createProduct,
  deleteProduct,
  deleteProducts,
  getProductForEdit,
  listAdminProducts,
  updateProduct,
} from './products-admin';
import { anonClient, productFromForm, seedCatalogueFixture, serviceClient, signInAsAdmin, signInAsUser, type CatalogueFixture, type SignedIn } from './testing';

const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a96e' } }).png().toBuffer();

describe.each(inject('backends'))('product administration on $name', (backend) => {
  let admin: SignedIn;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    fx = await seedCatalogueFixture(backend);
    admin = await signInAsAdmin(backend);
  });

  it('lists every product of a category, hidden ones too, 20 per page with the exact total', async () => {
    const page = await listAdminProducts(admin.db, { categoryId: fx.categoryA.id });
    expect(page.total).toBe(3);
    expect(page.items.map((product) => product.id).sort()).toEqual([fx.products.watch, fx.products.boat, fx.products.hidden].sort());
    const unpublished = await listAdminProducts(admin.db, { categoryId: fx.categoryA.id, status: 'unpublished' });
    expect(unpublished.items.map((product) => product.id)).toEqual([fx.products.hidden]);
    const published = await listAdminProducts(admin.db, { categoryId: fx.categoryA.id, status: 'published' });
    expect(published.total).toBe(2);
    const featured = await listAdminProducts(admin.db, { categoryId: fx.categoryA.id, featured: true });
    expect(featured.items.map((product) => product.id).sort()).toEqual([fx.products.watch, fx.products.hidden].sort());
    expect((await listAdminProducts(admin.db, { categoryId: fx.categoryA.id, featured: false })).items.map((product) => product.id)).toEqual([fx.products.boat]);
    const onRequest = await listAdminProducts(admin.db, { categoryId: fx.categoryB.id, priceOnRequest: true });
    expect(onRequest.items.map((product) => product.id)).toEqual([fx.products.house]);
    expect((await listAdminProducts(admin.db, { categoryId: fx.categoryB.id, priceOnRequest: false })).total).toBe(13);
    // No seller's listings for an empty list of sellers (a member's filter on a seller not theirs).
    expect((await listAdminProducts(admin.db, { categoryId: fx.categoryA.id, sellerIds: [] })).total).toBe(0);
    const all = await listAdminProducts(admin.db, {});
    expect(all.items).toHaveLength(20);
    const second = await listAdminProducts(admin.db, { categoryId: fx.categoryB.id, pageSize: 10, page: 2 });
    expect(second.total).toBe(14);
    expect(second.items).toHaveLength(4);
  });

  it('orders a page by the column asked for, either way, unpriced products last', async () => {
    const byPrice = (await listAdminProducts(admin.db, { categoryId: fx.categoryB.id, pageSize: 50, sort: { field: 'price', ascending: false } })).items;
    const prices = byPrice.map((product) => product.price);
    const priced = prices.filter((price): price is number => price !== null);
    expect(priced).toEqual([...priced].sort((a, b) => b - a));
    expect(prices.slice(priced.length).every((price) => price === null)).toBe(true);
    const names = async (ascending: boolean) =>
      (await listAdminProducts(admin.db, { categoryId: fx.categoryB.id, pageSize: 50, sort: { field: 'name', ascending } })).items.map((product) => product.id);
    const ascending = await names(true);
    expect(ascending).toHaveLength(14);
    expect(await names(false)).toEqual([...ascending].reverse());
  });

    it('searches by name without accents', async () => {
    const page = await listAdminProducts(admin.db, { search: `aviao oculto ${fx.token}` });
    expect(page.items.map((product) => product.id)).toEqual([fx.products.hidden]);
  });

  it('creates, reads, updates, publishes and deletes a product', async () => {
    const created = await createProduct(admin.db, productFromForm({
      name: 'Lancha Nova',
      shortDescription: 'Pronta para navegar',
      description: '<p>Detalhes</p>',
      price: 250000,
      salePrice: 240000.5,
      categoryId: fx.categoryA.id,
      subcategoryId: fx.subcategories.boats,
      attributeId: null,
      featured: false,
      published: true,
      stockQuantity: 1,
      priceOnRequest: false,
    }));
    expect(created).toMatchObject({ name: 'Lancha Nova', price: 250000, salePrice: 240000.5, published: true, images: [], category: { value: fx.categoryA.value } });
    const before = created.updatedAt;
    const updated = await updateProduct(admin.db, created.id, { name: 'Lancha Usada', priceOnRequest: true, price: 1, salePrice: 1 });
    expect(updated).toMatchObject({ name: 'Lancha Usada', priceOnRequest: true, price: null, salePrice: null });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    await updateProduct(admin.db, created.id, { published: false });
    expect((await getProductForEdit(admin.db, created.id))?.published).toBe(false);
    await deleteProduct(admin.db, created.id);
    expect(await getProductForEdit(admin.db, created.id)).toBeNull();
    await expect(deleteProduct(admin.db, created.id)).rejects.toMatchObject({ userMessage: 'Produto não encontrado. Ele já pode ter sido excluído.' });
    await expect(updateProduct(admin.db, created.id, { name: 'X' })).rejects.toMatchObject({ userMessage: 'Produto não encontrado. Ele pode ter sido excluído.' });
  });

  it('requires a session, and an admin, to write products', async () => {
    const payload = productFromForm({ name: 'Proibido', price: 10, salePrice: null, categoryId: fx.categoryA.id });
    await expect(createProduct(anonClient(backend), payload)).rejects.toMatchObject({
      userMessage: 'Você precisa estar autenticado como administrador para adicionar produtos.',
    });
    const user = await signInAsUser(backend);
    await expect(createProduct(user.db, payload)).rejects.toMatchObject({ userMessage: 'Permissão negada.' });
    await expect(deleteProduct(user.db, fx.products.watch)).rejects.toMatchObject({ userMessage: 'Produto não encontrado. Ele já pode ter sido excluído.' });
    await expect(deleteProduct(anonClient(backend), fx.products.watch)).rejects.toMatchObject({ userMessage: 'Você precisa estar autenticado como administrador.' });
    expect(await getProductForEdit(admin.db, fx.products.watch)).not.toBeNull();
  });

  it('refuses oversized text written past the form, in pt-BR', async () => {
    const limits = FIELD_MAX_LENGTHS.products;
    const payload = productFromForm({ name: 'Texto longo', price: 10, salePrice: null, categoryId: fx.categoryA.id });
    await expect(createProduct(admin.db, { ...payload, name: 'a'.repeat(limits.name + 1) })).rejects.toMatchObject({ userMessage: PRODUCT_FORM_MESSAGES.nameTooLong });
    await expect(createProduct(admin.db, { ...payload, shortDescription: 'a'.repeat(limits.short_description + 1) })).rejects.toMatchObject({
      userMessage: PRODUCT_FORM_MESSAGES.shortDescriptionTooLong,
    });
    await expect(updateProduct(admin.db, fx.products.watch, { description: `<p>${'a'.repeat(limits.description)}</p>` })).rejects.toMatchObject({
      userMessage: PRODUCT_FORM_MESSAGES.descriptionTooLong,
    });
  });

  it('uploads, orders and deletes real images, and deleting a product removes its files', async () => {
    const product = await createProduct(admin.db, productFromForm({ name: 'Com fotos', price: 10, salePrice: null, categoryId: fx.categoryA.id }));
    const progress: number[] = [];
    const first = await uploadProductImage(admin.db, product.id, await png(), { name: 'frente.png', type: 'image/png', onProgress: (p) => progress.push(p) });
    const second = await uploadProductImage(admin.db, product.id, new Blob([await png()], { type: 'image/png' }), { name: 'lado.PNG', type: 'image/png' });
    expect(progress).toEqual([0, 0.8, 1]);
    expect(first.sortOrder).toBe(0);
    expect(second.sortOrder).toBe(1);
    expect(first.url).toMatch(new RegExp(`/storage/v1/object/public/products/${product.id}/\\d+_[a-z0-9]+\\.png$`));
    const download = await fetch(first.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('image/png');
    expect(Buffer.from(await download.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    const resized = await fetch(storageImageUrl(first.url, { width: 4, height: 4, resize: 'cover' }));
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toContain('image/webp');
    expect(storageImageUrl(first.url, { width: 4, transform: false })).toBe(first.url);

    await reorderProductImages(admin.db, product.id, [second.id, first.id]);
    expect((await getProductForEdit(admin.db, product.id))?.images.map((image) => image.id)).toEqual([second.id, first.id]);

    await deleteProductImage(admin.db, first.id);
    expect((await fetch(first.url)).status).not.toBe(200);
    await expect(deleteProductImage(admin.db, first.id)).rejects.toMatchObject({ userMessage: 'Falha ao excluir a imagem do produto.' });

    const updated = await updateProduct(admin.db, product.id, { deletedImageIds: [second.id] });
    expect(updated.images).toEqual([]);

    const third = await uploadProductImage(admin.db, product.id, await png(), { name: 'fundo.png', type: 'image/png' });
    await deleteProduct(admin.db, product.id);
    expect((await fetch(third.url)).status).not.toBe(200);
    const { data: left } = await serviceClient(backend).storage.from('products').list(product.id);
    expect(left ?? []).toEqual([]);
  });

  it('refuses uploads from non-admins and files the bucket does not accept', async () => {
    const user = await signInAsUser(backend);
    await expect(uploadProductImage(user.db, fx.products.watch, await png(), { name: 'x.png', type: 'image/png' })).rejects.toMatchObject({
      userMessage: 'Permissão negada.',
    });
    await expect(
      uploadProductImage(admin.db, fx.products.watch, new TextEncoder().encode('<svg/>'), { name: 'x.svg', type: 'image/svg+xml' }),
    ).rejects.toMatchObject({ userMessage: expect.stringMatching(/^Erro no upload da imagem x\.svg: /) });
    const tooBig = new Uint8Array(5_242_880 + 1);
    await expect(uploadProductImage(admin.db, fx.products.watch, tooBig, { name: 'grande.png', type: 'image/png' })).rejects.toMatchObject({
      userMessage: 'Limite de armazenamento excedido. Remova algumas imagens antigas.',
    });
  });

  it('retries an upload 3 times, 2 s apart, when the storage server cannot be reached', async () => {
    const dead = anonClient({ ...backend, url: 'http://127.0.0.1:9' });
    const retries: number[] = [];
    const started = Date.now();
    await expect(
      uploadProductImage(dead, fx.products.watch, await png(), { name: 'x.png', type: 'image/png', onRetry: (attempt) => retries.push(attempt) }),
    ).rejects.toMatchObject({ userMessage: 'Falha ao enviar imagem. O servidor de armazenamento pode estar indisponível.' });
    expect(retries).toEqual([1, 2, 3]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(6_000);
  }, 30_000);

  it('deletes several products at once and reports how many went', async () => {
    const a = await createProduct(admin.db, productFromForm({ name: 'Lote A', price: 1, salePrice: null, categoryId: fx.categoryA.id }));
    const b = await createProduct(admin.db, productFromForm({ name: 'Lote B', price: 1, salePrice: null, categoryId: fx.categoryA.id }));
    expect(await deleteProducts(admin.db, [a.id, b.id, '6f1c2d3e-4b5a-4c6d-8e7f-001122334455'])).toBe(2);
  });

  it('checks the connection', async () => {
    await expect(connectionCheck(admin.db)).resolves.toBeUndefined();
    await expect(connectionCheck(anonClient({ ...backend, url: 'http://127.0.0.1:9' }))).rejects.toMatchObject({
      userMessage: 'Falha na conexão com o servidor. Verifique sua internet.',
    });
  });
});
