import { priceDropPercent } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, seedCatalogueFixture, serviceClient, signInAsAdmin, type CatalogueFixture } from '../testing';
import { getShopFacets } from './facets';
import { getListingPriceSummary } from './price-history';
import { listComparedListings, listGuestFavourites, listRecentlyViewed } from './listings-by-id';

describe.each(inject('backends'))('price history reads on $name', (backend) => {
  let fixture: CatalogueFixture;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(backend);
  });

  it('answers the highest price of the last 30 days and the first listing date, for published listings only', async () => {
    const anon = anonCatalogue(backend);
    const { watch, hidden } = fixture.products;
    const before = await getListingPriceSummary(anon, watch);
    expect(before).toEqual({ highestRecentPrice: 1000, listedAt: '2025-01-01T10:00:00.000Z' });
    expect(priceDropPercent(before!.highestRecentPrice, 1000)).toBeNull();

    // Staff cut the price as the admin does over REST: the database records it.
    const admin = await signInAsAdmin(backend);
    const cut = await admin.db.from('products').update({ price: 850 }).eq('id', watch);
    expect(cut.error).toBeNull();
    const after = await getListingPriceSummary(anon, watch);
    expect(after?.highestRecentPrice).toBe(1000);
    expect(priceDropPercent(after!.highestRecentPrice, 850)).toBe(15);

    expect(await getListingPriceSummary(anon, hidden)).toBeNull();
    expect(await getListingPriceSummary(anon, 'not-a-uuid')).toBeNull();
    expect(await getListingPriceSummary(anon, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it("counts the cut listing under the shop's reduced filter, and nobody writes the history over REST", async () => {
    const anon = anonCatalogue(backend);
    const { categoryA, products } = fixture;
    const facets = await getShopFacets(anon, { categoryId: categoryA.id, filters: { reduced: true } });
    // The boat's sale price was there from the start: not a cut. The watch was cut above.
    expect(facets.total).toBe(1);
    expect(facets.reduced).toBe(1);

    const forged = await serviceClient(backend)
      .from('price_history')
      .insert({ product_id: products.boat, price: 1, price_on_request: false });
    expect(forged.error?.code).toBe('42501');
    const admin = await signInAsAdmin(backend);
    const backdated = await admin.db.from('price_history').update({ price: 1 }).eq('product_id', products.watch).select('id');
    expect(backdated.error?.code).toBe('42501');
  });

  it('reads the listings of a comparison and of recently viewed in the order asked, leaving out hidden and unknown ones', async () => {
    const anon = anonCatalogue(backend);
    const { watch, boat, hidden } = fixture.products;
    const compared = await listComparedListings(anon, [boat, hidden, '00000000-0000-4000-8000-000000000000', watch]);
    expect(compared.map((listing) => listing.id)).toEqual([boat, watch]);
    expect(compared[0]).toMatchObject({ subcategoryId: fixture.subcategories.boats, salePrice: 400 });
    const recent = await listRecentlyViewed(anon, [watch, hidden, boat]);
    expect(recent.map((card) => card.id)).toEqual([watch, boat]);
    expect(await listRecentlyViewed(anon, ['lixo'])).toEqual([]);
  });

  it("reads a signed-out visitor's favourites in the order kept, as the account's list shows them, leaving out hidden ones", async () => {
    const anon = anonCatalogue(backend);
    const { watch, boat, hidden } = fixture.products;
    const favourites = await listGuestFavourites(anon, [boat, hidden, 'lixo', watch]);
    expect(favourites.map((favourite) => favourite.productId)).toEqual([boat, watch]);
    expect(favourites[0]).toMatchObject({ salePrice: 400, published: true, categoryName: expect.any(String) });
    // Its stock as held, which says on the list whether it is still for sale.
    const held = await serviceClient(backend).from('products').select('stock_quantity').eq('id', boat).single();
    expect(favourites[0].stockQuantity).toBe(held.data?.stock_quantity);
    // The request names at most 100 of the 500 a browser keeps.
    const many = [...Array.from({ length: 150 }, () => crypto.randomUUID()), watch];
    expect(await listGuestFavourites(anon, many)).toEqual([]);
  });
});
