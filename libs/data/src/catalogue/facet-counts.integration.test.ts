import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createProduct, deleteProducts, updateProduct } from '../products-admin';
import { anonCatalogue, productFromForm, seedCatalogueFixture, serviceClient, signInAsAdmin, type CatalogueFixture, type SignedIn } from '../testing';
import { getShopFacets } from './facets';

/**
 * Without a search the facets read counts the server keeps per (category, subcategory, attribute).
 * Each kind of write is checked in pgTAP (06_product_facet_counts); here several admins write at
 * once over HTTP, which one database session cannot do.
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
    const facets = await getShopFacets(db, { categoryId: fx.categoryA.id, subcategoryIds: [fx.subcategories.watches] });
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

  const steelWatch = (name: string) =>
    productFromForm({
      name,
      price: 1000,
      salePrice: null,
      categoryId: fx.categoryA.id,
      subcategoryId: fx.subcategories.watches,
      attributeId: fx.attributes.steel,
      published: true,
    });

  it('stay exact when admins write the same combination at the same time', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Relógio Simultâneo ${i} ${fx.token}`);
    const created = await Promise.all(names.map((name) => createProduct(admin.db, steelWatch(name))));
    const afterCreates = await facetsAndTruth();
    expect(afterCreates.read).toEqual(afterCreates.truth);
    expect(afterCreates.read.steel).toBe(8);

    await Promise.all([
      ...created.slice(0, 4).map((product) => updateProduct(admin.db, product.id, { published: false })),
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
