import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createProduct, deleteProducts, setPublished, updateProduct } from '../products-admin';
import { anonCatalogue, seedCatalogueFixture, serviceClient, signInAsAdmin, type CatalogueFixture, type SignedIn } from '../testing';
import { getCatalogueFacets } from './facets';

/**
 * Without a search the facets read counts the server keeps per (category, subcategory, attribute).
 * After every kind of admin write, alone or several at once, they must equal what products gives.
 */
describe.each(inject('backends'))('kept facet counts on $name', (backend) => {
  const db = anonCatalogue(backend);
  const service = serviceClient(backend);
  let admin: SignedIn;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    fx = await seedCatalogueFixture(backend);
    admin = await signInAsAdmin(backend);
  });

  const published = async (column: string, id: string): Promise<number> => {
    const { count, error } = await service.from('products').select('id', { count: 'exact', head: true }).eq('published', true).eq(column, id);
    if (error) throw error;
    return count ?? 0;
  };

  /** The fixture's facets as the shop reads them, beside the same counts taken from products. */
  async function facetsAndTruth() {
    const facets = await getCatalogueFacets(db, { categoryId: fx.categoryA.id, subcategoryIds: [fx.subcategories.watches] });
    const count = (rows: { id: string; count: number }[], id: string) => rows.find((row) => row.id === id)?.count ?? 0;
    const read = {
      categoryA: count(facets.categories, fx.categoryA.id),
      categoryB: count(facets.categories, fx.categoryB.id),
      watches: count(facets.subcategories, fx.subcategories.watches),
      boats: count(facets.subcategories, fx.subcategories.boats),
      gold: count(facets.attributes, fx.attributes.gold),
      steel: count(facets.attributes, fx.attributes.steel),
    };
    const truth = {
      categoryA: await published('category_id', fx.categoryA.id),
      categoryB: await published('category_id', fx.categoryB.id),
      watches: await published('subcategory_id', fx.subcategories.watches),
      boats: await published('subcategory_id', fx.subcategories.boats),
      gold: await published('attribute_id', fx.attributes.gold),
      steel: await published('attribute_id', fx.attributes.steel),
    };
    return { read, truth };
  }

  const steelWatch = (name: string) => ({
    name,
    price: 1000,
    salePrice: null,
    categoryId: fx.categoryA.id,
    subcategoryId: fx.subcategories.watches,
    attributeId: fx.attributes.steel,
    published: true,
  });

  it('follow creating, moving, hiding, showing and deleting products', async () => {
    const start = await facetsAndTruth();
    expect(start.read).toEqual(start.truth);
    expect(start.read).toMatchObject({ categoryA: 2, categoryB: 14, watches: 1, boats: 1, gold: 1, steel: 0 });

    const created = await createProduct(admin.db, steelWatch(`Relógio de Aço ${fx.token}`));
    const afterCreate = await facetsAndTruth();
    expect(afterCreate.read).toEqual(afterCreate.truth);
    expect(afterCreate.read).toMatchObject({ categoryA: 3, watches: 2, steel: 1 });

    await updateProduct(admin.db, created.id, { categoryId: fx.categoryB.id, subcategoryId: null, attributeId: null });
    const afterMove = await facetsAndTruth();
    expect(afterMove.read).toEqual(afterMove.truth);
    expect(afterMove.read).toMatchObject({ categoryA: 2, categoryB: 15, steel: 0 });

    await setPublished(admin.db, created.id, false);
    expect((await facetsAndTruth()).read).toMatchObject({ categoryB: 14 });
    await setPublished(admin.db, created.id, true);
    expect((await facetsAndTruth()).read).toMatchObject({ categoryB: 15 });

    await deleteProducts(admin.db, [created.id]);
    const end = await facetsAndTruth();
    expect(end.read).toEqual(end.truth);
    expect(end.read).toEqual(start.read);
  });

  it('stay exact when admins write the same combination at the same time', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Relógio Simultâneo ${i} ${fx.token}`);
    const created = await Promise.all(names.map((name) => createProduct(admin.db, steelWatch(name))));
    const afterCreates = await facetsAndTruth();
    expect(afterCreates.read).toEqual(afterCreates.truth);
    expect(afterCreates.read.steel).toBe(8);

    await Promise.all([
      ...created.slice(0, 4).map((product) => setPublished(admin.db, product.id, false)),
      ...created.slice(4).map((product) => updateProduct(admin.db, product.id, { attributeId: fx.attributes.gold })),
    ]);
    const afterEdits = await facetsAndTruth();
    expect(afterEdits.read).toEqual(afterEdits.truth);
    expect(afterEdits.read).toMatchObject({ steel: 0, gold: 5 });

    await deleteProducts(admin.db, created.map((product) => product.id));
    const end = await facetsAndTruth();
    expect(end.read).toEqual(end.truth);
    expect(end.read).toMatchObject({ categoryA: 2, watches: 1, gold: 1, steel: 0 });
  });
});
