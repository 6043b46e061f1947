import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createSupabase } from './client';
import { listAdminProducts } from './products-admin';
import { importProducts, listExistingProductIds, type ProductImportRow } from './products-import';
import {
  productFromForm,
  recordingFetch,
  seedCatalogueFixture,
  serviceClient,
  signInAsAdmin,
  signInAsUser,
  type CatalogueFixture,
  type SignedIn,
} from './testing';

const png = async () => new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a96e' } }).png().toBuffer());

describe.each(inject('backends'))('products CSV import on $name', (backend) => {
  let admin: SignedIn;
  let fx: CatalogueFixture;
  const row = (line: number, name: string, extra: Partial<ProductImportRow['product']> = {}, images: ProductImportRow['images'] = []): ProductImportRow => ({
    line,
    product: {
      ...productFromForm({ name: `${name} ${fx.token}`, price: '1.250,00', categoryId: fx.categoryB.id, published: false, uf: 'SP', cityId: 3550308, neighbourhood: 'Itaim Bibi' }),
      ...extra,
    },
    images,
  });
  const imported = async () =>
    (await listAdminProducts(admin.db, { search: fx.token, categoryId: fx.categoryB.id, pageSize: 100 })).items.filter((product) => product.name.startsWith('Importado'));
  const storedFiles = async () => {
    const service = serviceClient(backend);
    const names: string[] = [];
    for (const product of await imported()) {
      const { data } = await service.storage.from('products').list(product.id);
      names.push(...(data ?? []).map((object) => object.name));
    }
    return names;
  };

  beforeAll(async () => {
    fx = await seedCatalogueFixture(backend);
    admin = await signInAsAdmin(backend);
    const { error } = await serviceClient(backend).from('spec_definitions').insert({ category_id: fx.categoryB.id, key: 'ano', label: 'Ano', type: 'year' });
    if (error) throw error;
  });

  it('refuses a file with a bad row whole, naming its line, and leaves no picture behind', async () => {
    // The same admin on a client that records its requests, to find the pictures it stored.
    const recording = recordingFetch();
    const db = createSupabase({ url: backend.url, anonKey: backend.anonKey, fetch: recording.fetch });
    await db.auth.signInWithPassword({ email: admin.email, password: admin.password });
    const bad = row(4, 'Importado ruim', { neighbourhood: 'x'.repeat(81) });
    const progress: number[] = [];
    await expect(
      importProducts(db, [row(2, 'Importado A', {}, [{ name: 'a.png', type: 'image/png', bytes: await png() }]), row(3, 'Importado B'), bad], ({ done }) => progress.push(done)),
    ).rejects.toMatchObject({ userMessage: expect.stringMatching(/^Linha 4: /) });
    expect(progress).toEqual([1]);
    expect(await imported()).toEqual([]);
    const uploads = recording.calls.filter((call) => call.method === 'POST' && call.url.includes('/storage/v1/object/products/'));
    expect(uploads).toHaveLength(1);
    const folder = /\/products\/([^/]+)\//.exec(uploads[0].url)?.[1] ?? '';
    const { data } = await serviceClient(backend).storage.from('products').list(folder);
    expect(data ?? []).toEqual([]);
  });

  it('imports a valid file whole, with its pictures in order, specs and location', async () => {
    const count = await importProducts(admin.db, [
      row(2, 'Importado A', {}, [
        { name: 'frente.png', type: 'image/png', bytes: await png() },
        { name: 'lado.png', type: 'image/png', bytes: await png() },
      ]),
      row(3, 'Importado B', { uf: null, cityId: null, neighbourhood: null, specs: { ano: 2018 } }),
    ]);
    expect(count).toBe(2);
    const products = await imported();
    expect(products.map((product) => product.name).sort()).toEqual([`Importado A ${fx.token}`, `Importado B ${fx.token}`]);
    const first = products.find((product) => product.name.startsWith('Importado A'));
    expect(first?.images).toHaveLength(2);
    expect(first?.price).toBe(1250);
    expect(first?.published).toBe(false);
    const { data: stored } = await serviceClient(backend).from('products').select('name,specs,uf,city_id,neighbourhood').in('id', products.map((product) => product.id)).order('name');
    expect(stored).toEqual([
      { name: `Importado A ${fx.token}`, specs: {}, uf: 'SP', city_id: 3550308, neighbourhood: 'Itaim Bibi' },
      { name: `Importado B ${fx.token}`, specs: { ano: 2018 }, uf: null, city_id: null, neighbourhood: null },
    ]);
    expect(await storedFiles()).toHaveLength(2);
  });

  it('names the line of a value the database refuses against its definition', async () => {
    await expect(importProducts(admin.db, [row(2, 'Importado D'), row(3, 'Importado E', { specs: { ano: 18.5 } })])).rejects.toMatchObject({
      userMessage: expect.stringMatching(/^Linha 3: Ano /),
    });
    expect(await imported()).toHaveLength(2);
  });

  it('lets no customer import', async () => {
    const customer = await signInAsUser(backend);
    await expect(importProducts(customer.db, [row(2, 'Importado C')])).rejects.toMatchObject({ code: '42501' });
  });

  it("tells which of a file's IDs are the catalogue's listings, drafts included, whatever their case or number", async () => {
    const gone = '7f1d9a20-3c4b-4e8f-a1b2-c3d4e5f60718';
    // Past the first hundred asked: the bulk listings come after 120 IDs of no listing.
    const ids = [fx.products.hidden.toUpperCase(), gone, 'não é um id', ...Array.from({ length: 120 }, () => randomUUID()), fx.products.watch, ...fx.products.bulk, fx.products.watch];
    expect(await listExistingProductIds(admin.db, ids)).toEqual(new Set([fx.products.hidden, fx.products.watch, ...fx.products.bulk]));
    expect(await listExistingProductIds(admin.db, [])).toEqual(new Set());
  });
});
