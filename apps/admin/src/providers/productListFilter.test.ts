import { describe, expect, it } from 'vitest';
import { productListQuery } from './productListFilter';

const prime = 'd2df20fd-b790-4995-8b92-2d6a50c05d31';
const costa = '6f1c2a3b-4d5e-4f60-8a71-b2c3d4e5f601';

describe('productListQuery', () => {
  it("reads a picked seller, within a member's own sellers", () => {
    expect(productListQuery({}).sellerIds).toBeUndefined();
    expect(productListQuery({ sellerId: prime }).sellerIds).toEqual([prime]);
    expect(productListQuery({ sellerIds: [prime, costa] }).sellerIds).toEqual([prime, costa]);
    expect(productListQuery({ sellerId: costa, sellerIds: [prime, costa] }).sellerIds).toEqual([costa]);
    // A member's link to a seller not theirs lists nothing rather than every one of theirs.
    expect(productListQuery({ sellerId: prime, sellerIds: [costa] }).sellerIds).toEqual([]);
  });

  it('turns what no seller id or yes/no can be into no listing or no filter, never a malformed request', () => {
    expect(productListQuery({ sellerId: '<b>x</b>' }).sellerIds).toEqual([]);
    expect(productListQuery({ sellerId: 42 as never }).sellerIds).toEqual([]);
    expect(productListQuery({ featured: 'true' as never, priceOnRequest: 1 as never })).toMatchObject({ featured: undefined, priceOnRequest: undefined });
    expect(productListQuery({ featured: false, priceOnRequest: true })).toMatchObject({ featured: false, priceOnRequest: true });
  });
});
