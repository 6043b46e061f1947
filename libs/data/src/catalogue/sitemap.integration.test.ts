import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, serviceClient, uniqueToken } from '../testing';
import { countPublishedProducts, listCategoryDates, listPublishedProductDates } from './index';

/** More than one page of the 1000 rows PostgREST answers at most per request. */
const MANY = 1_001;

describe.each(inject('backends'))('sitemap dates on $name', (backend) => {
  const db = anonCatalogue(backend);
  const service = serviceClient(backend);
  const token = uniqueToken();
  let categoryId = '';
  let hiddenId = '';

  beforeAll(async () => {
    const category = await service.from('categories').insert({ name: `Mapa ${token}`, value: `mapa-${token}` }).select('id').single();
    if (category.error) throw category.error;
    categoryId = category.data.id;
    const rows = Array.from({ length: MANY }, (_, index) => ({ name: `Mapa ${index} ${token}`, category_id: categoryId, published: true }));
    const { error } = await service.from('products').insert(rows);
    if (error) throw error;
    const hidden = await service.from('products').insert({ name: `Oculto ${token}`, category_id: categoryId, published: false }).select('id').single();
    if (hidden.error) throw hidden.error;
    hiddenId = hidden.data.id;
  });

  afterAll(async () => {
    // Other files count the whole catalogue: the thousand extra products go away with their category.
    await service.from('products').delete().eq('category_id', categoryId);
    await service.from('categories').delete().eq('id', categoryId);
  });

  async function publishedTotal(): Promise<number> {
    const { count, error } = await service.from('products').select('id', { count: 'exact', head: true }).eq('published', true);
    if (error) throw error;
    return count ?? -1;
  }

  it('counts the published products only', async () => {
    expect(await countPublishedProducts(db)).toBe(await publishedTotal());
  });

  it('lists every published product once, across pages of 1000, with its updated_at, and no unpublished one', async () => {
    const total = await publishedTotal();
    expect(total).toBeGreaterThan(1000);
    const dates = await listPublishedProductDates(db, 0, total);
    expect(dates).toHaveLength(total);
    const ids = dates.map((date) => date.key);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual([...ids].sort());
    expect(ids).not.toContain(hiddenId);

    // The service client is capped at 1000 rows per request too: this file's products come in two reads.
    const mine = [];
    for (const from of [0, 1000]) {
      const { data, error } = await service.from('products').select('id,updated_at').eq('category_id', categoryId).eq('published', true).order('id').range(from, from + 999);
      if (error) throw error;
      mine.push(...data);
    }
    expect(mine).toHaveLength(MANY);
    const byId = new Map(dates.map((date) => [date.key, date.lastModified]));
    for (const row of mine) expect(Date.parse(byId.get(row.id) ?? '')).toBe(Date.parse(row.updated_at));
  });

  it('answers the slice asked for, and only what is left at the end', async () => {
    const total = await publishedTotal();
    const all = await listPublishedProductDates(db, 0, total);
    expect(await listPublishedProductDates(db, 998, 5)).toEqual(all.slice(998, 1003));
    expect(await listPublishedProductDates(db, total - 2, 50)).toEqual(all.slice(total - 2));
    expect(await listPublishedProductDates(db, total, 10)).toEqual([]);
  });

  it('moves a product forward when it changes, and drops it when unpublished', async () => {
    const { data: first, error } = await service.from('products').select('id,updated_at').eq('category_id', categoryId).eq('published', true).limit(1).single();
    if (error) throw error;
    const find = async () => (await listPublishedProductDates(db, 0, await publishedTotal())).find((date) => date.key === first.id);
    const before = await find();
    expect(before).toBeDefined();

    await service.from('products').update({ name: `Mapa renomeado ${token}` }).eq('id', first.id);
    const after = await find();
    expect(Date.parse(after?.lastModified ?? '')).toBeGreaterThan(Date.parse(before?.lastModified ?? ''));

    await service.from('products').update({ published: false }).eq('id', first.id);
    expect(await find()).toBeUndefined();
    await service.from('products').update({ published: true }).eq('id', first.id);
  });

  it('lists every category by slug with its updated_at', async () => {
    const { data, error } = await service.from('categories').select('value,updated_at').order('value');
    if (error) throw error;
    const dates = await listCategoryDates(db);
    expect(dates.map((date) => date.key)).toEqual(data.map((row) => row.value));
    expect(dates.map((date) => Date.parse(date.lastModified))).toEqual(data.map((row) => Date.parse(row.updated_at)));
    expect(dates.map((date) => date.key)).toContain(`mapa-${token}`);
  });
});
