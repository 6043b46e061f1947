import { beforeAll, describe, expect, inject, it } from 'vitest';
import { exportMyData } from './account-deletion';
import { addFavourites, listMyFavouriteIds, removeFavourite } from './favourites';
import { listMyFavourites } from './catalogue/my-favourites';
import { createCatalogueClient } from './catalogue-client';
import { anonClient, seedCatalogueFixture, serviceClient, signInAsUser, type CatalogueFixture } from './testing';

describe.each(inject('backends'))('favourites on $name', (backend) => {
  let fixture: CatalogueFixture;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(backend);
  });

  it("keeps each buyer's own hearts, skips hidden listings, and lists a listing hidden later as unavailable", async () => {
    const ana = await signInAsUser(backend);
    const bia = await signInAsUser(backend);
    const { watch, boat, hidden } = fixture.products;

    expect(await addFavourites(ana.db, [watch])).toBe(1);
    expect(await addFavourites(ana.db, [watch, boat, hidden])).toBe(1);
    expect((await listMyFavouriteIds(ana.db)).sort()).toEqual([watch, boat].sort());
    expect(await listMyFavouriteIds(bia.db)).toEqual([]);
    expect(await listMyFavourites(bia.db)).toEqual([]);

    await removeFavourite(bia.db, watch);
    expect(await listMyFavouriteIds(ana.db)).toHaveLength(2);

    const hide = await serviceClient(backend).from('products').update({ published: false }).eq('id', boat);
    expect(hide.error).toBeNull();
    const listed = await listMyFavourites(ana.db);
    expect(listed.map((favourite) => [favourite.productId, favourite.published])).toEqual(
      expect.arrayContaining([
        [watch, true],
        [boat, false],
      ]),
    );
    const shown = listed.find((favourite) => favourite.productId === watch);
    expect(shown).toMatchObject({ name: expect.stringContaining(fixture.token), priceOnRequest: false });
    expect(typeof shown?.price).toBe('number');
    expect(shown?.favouritedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(((await exportMyData(ana.db)) as { favourites: unknown[] }).favourites).toHaveLength(2);

    await removeFavourite(ana.db, watch);
    expect(await listMyFavouriteIds(ana.db)).toEqual([boat]);
  });

  it("reads a buyer's list on a PostgREST-only client bearing their access token (the account pages' server render), and nothing with a forged one", async () => {
    const cleo = await signInAsUser(backend);
    expect(await addFavourites(cleo.db, [fixture.products.watch])).toBe(1);
    const { data } = await cleo.db.auth.getSession();
    const token = data.session?.access_token ?? '';
    const bearer = createCatalogueClient({ url: backend.url, anonKey: backend.anonKey, accessToken: token });
    expect((await listMyFavourites(bearer)).map((favourite) => favourite.productId)).toEqual([fixture.products.watch]);
    const [header, payload] = token.split('.');
    const forged = createCatalogueClient({ url: backend.url, anonKey: backend.anonKey, accessToken: `${header}.${payload}.${'A'.repeat(43)}` });
    await expect(listMyFavourites(forged)).rejects.toBeDefined();
  });

  it('refuses a visitor', async () => {
    await expect(listMyFavourites(anonClient(backend))).rejects.toMatchObject({ code: '42501' });
    await expect(addFavourites(anonClient(backend), [fixture.products.watch])).rejects.toMatchObject({ code: '42501' });
  });
});
