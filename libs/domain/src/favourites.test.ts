import { describe, expect, it } from 'vitest';
import { favouriteAvailability, parseGuestFavourites, toggleGuestFavourite } from './favourites';

const A = '0b8a4a52-5f59-4c1e-9d44-5d0c2d1b1a01';
const B = '0b8a4a52-5f59-4c1e-9d44-5d0c2d1b1a02';

describe('guest favourites', () => {
  it('reads the stored ids, dropping duplicates, non-ids and broken JSON', () => {
    expect(parseGuestFavourites(JSON.stringify([A, 'x', A, 3, B]))).toEqual([A, B]);
    expect(parseGuestFavourites('{not json')).toEqual([]);
    expect(parseGuestFavourites('{"a":1}')).toEqual([]);
    expect(parseGuestFavourites(null)).toEqual([]);
  });

  it('adds a heart first and removes it', () => {
    expect(toggleGuestFavourite([A], B, true)).toEqual([B, A]);
    expect(toggleGuestFavourite([B, A], B, true)).toEqual([B, A]);
    expect(toggleGuestFavourite([B, A], B, false)).toEqual([A]);
  });
});

describe('favouriteAvailability', () => {
  it('says when a listing is no longer on sale', () => {
    expect(favouriteAvailability({ published: true, stockQuantity: 1 })).toEqual({ available: true, label: 'Disponível' });
    expect(favouriteAvailability({ published: false, stockQuantity: 1 }).available).toBe(false);
    expect(favouriteAvailability({ published: true, stockQuantity: 0 }).available).toBe(false);
  });
});
