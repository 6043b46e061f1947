import { DEFAULT_SHOP_FILTERS, type Category } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, serviceClient, signInAsAdmin, signInAsUser, uniqueToken } from '../testing';
import { getProductForEdit } from '../products-admin';
import { toUserError } from '../errors';
import type { Db } from '../client';
import { getProductPage, listCategoriesTree, listMunicipalities, listShopProducts, listSpecDefinitions } from './index';

describe.each(inject('backends'))('specifications and location on $name', (backend) => {
  const db = anonCatalogue(backend);
  const token = uniqueToken();
  let categoryId = '';
  let boatId = '';
  let draftId = '';
  let adminDb: Db;

  beforeAll(async () => {
    ({ db: adminDb } = await signInAsAdmin(backend));
    const service = serviceClient(backend);
    const insert = async (table: string, rows: Record<string, unknown>[]) => {
      const { data, error } = await service.from(table).insert(rows).select('id');
      if (error) throw new Error(`${table}: ${JSON.stringify(error)}`);
      return (data as { id: string }[]).map((row) => row.id);
    };
    [categoryId] = await insert('categories', [{ name: `Barcos ${token}`, value: `barcos-${token}` }]);
    const [lengthId, fuelId] = await insert('spec_definitions', [
      { category_id: categoryId, key: 'comprimento', label: 'Comprimento', type: 'number', unit: 'ft', decimals: 1, min_value: 10, max_value: 300, required: true, filterable: true, sortable: true, headline: true, position: 2, group_label: 'Dimensões' },
      { category_id: categoryId, key: 'motorizacao', label: 'Motorização', type: 'option', position: 1, filterable: true },
    ]);
    await insert('spec_options', [
      { definition_id: fuelId, value: 'gasolina', label: 'Gasolina', position: 2 },
      { definition_id: fuelId, value: 'diesel', label: 'Diesel', position: 1 },
    ]);
    expect(lengthId).toBeTruthy();
    [boatId] = await insert('products', [
      { name: `Lancha 60 pés ${token}`, price: 1000, category_id: categoryId, specs: { comprimento: 60, motorizacao: 'diesel' }, uf: 'SC', city_id: 4205407, neighbourhood: 'Jurerê Internacional' },
    ]);
    [draftId] = await insert('products', [
      { name: `Rascunho ${token}`, price: 10, category_id: categoryId, published: false, specs: { comprimento: 30.5 }, uf: 'SP', city_id: 3550308 },
    ]);
  });

  it('lists every definition with its options, each in display order', async () => {
    const mine = (await listSpecDefinitions(db)).filter((definition) => definition.categoryId === categoryId);
    expect(mine.map((definition) => definition.key)).toEqual(['motorizacao', 'comprimento']);
    expect(mine[0].options).toEqual([{ value: 'diesel', label: 'Diesel' }, { value: 'gasolina', label: 'Gasolina' }]);
    expect(mine[1]).toMatchObject({
      label: 'Comprimento', type: 'number', unit: 'ft', decimals: 1, min: 10, max: 300,
      required: true, filterable: true, sortable: true, headline: true, position: 2, groupLabel: 'Dimensões', subcategoryId: null, options: [],
    });
  });

  it("lists a UF's municipalities by name in pt-BR order", async () => {
    const cities = await listMunicipalities(db, 'SC');
    expect(cities).toHaveLength(295);
    expect(cities.find((city) => city.id === 4205407)).toEqual({ id: 4205407, name: 'Florianópolis', uf: 'SC' });
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(await listMunicipalities(db, 'DF')).toEqual([{ id: 5300108, name: 'Brasília', uf: 'DF' }]);
  });

  it("reads a product's values and location on its page, the city named", async () => {
    const page = await getProductPage(db, boatId);
    expect(page?.product.specs).toEqual({ comprimento: 60, motorizacao: 'diesel' });
    expect(page?.product.location).toEqual({ uf: 'SC', cityId: 4205407, cityName: 'Florianópolis', bairro: 'Jurerê Internacional' });
  });

  it("reads them on the shop's cards", async () => {
    const tree: Category[] = await listCategoriesTree(db);
    const shop = await listShopProducts(db, { ...DEFAULT_SHOP_FILTERS, subcategoryIds: [], attributeIds: [], categorySlug: `barcos-${token}` }, tree);
    expect(shop.items.map((card) => [card.specs, card.location])).toEqual([
      [{ comprimento: 60, motorizacao: 'diesel' }, { uf: 'SC', cityId: 4205407, cityName: 'Florianópolis', bairro: 'Jurerê Internacional' }],
    ]);
  });

  it("gives an admin a draft's values and location to edit", async () => {
    const draft = await getProductForEdit(adminDb, draftId);
    expect(draft?.specs).toEqual({ comprimento: 30.5 });
    expect(draft?.location).toEqual({ uf: 'SP', cityId: 3550308, cityName: 'São Paulo', bairro: null });
  });

  it('answers a value the definition refuses with its pt-BR text', async () => {
    const { error, status } = await adminDb.from('products').update({ specs: { comprimento: 400 } }).eq('id', draftId);
    expect(status).toBe(400);
    expect(toUserError(error, 'products', status).userMessage).toBe('Comprimento deve estar entre 10 e 300 pés.');
    const city = await adminDb.from('products').update({ uf: 'RJ' }).eq('id', draftId);
    expect(toUserError(city.error, 'products', city.status).userMessage).toBe('A cidade escolhida não fica na UF informada. Escolha a cidade novamente.');
    const publish = await adminDb.from('products').insert({ name: `Sem cidade ${token}`, category_id: categoryId, specs: { comprimento: 50 } });
    expect(toUserError(publish.error, 'products', publish.status).userMessage).toBe('Para publicar, preencha: UF, cidade.');
  });

  it('keeps the exact address from visitors and buyers, and gives it to admins', async () => {
    const service = serviceClient(backend);
    const { error } = await service.from('product_private_addresses').insert({ product_id: boatId, address: 'Marina da Conceição, vaga 12' });
    expect(error).toBeNull();
    const visitor = await db.from('product_private_addresses').select('address').eq('product_id', boatId);
    expect(visitor.error?.code).toBe('42501');
    const { db: buyerDb } = await signInAsUser(backend);
    expect((await buyerDb.from('product_private_addresses').select('address').eq('product_id', boatId)).data).toEqual([]);
    expect((await adminDb.from('product_private_addresses').select('address').eq('product_id', boatId)).data).toEqual([
      { address: 'Marina da Conceição, vaga 12' },
    ]);
  });
});
