import { isUuid } from './uuid';

/** One of a buyer's favourites as /perfil/favoritos lists it, hidden listings included. */
export interface FavouriteListing {
  productId: string;
  name: string;
  price: number | null;
  salePrice: number | null;
  priceOnRequest: boolean;
  stockQuantity: number;
  /** False once staff hide (or sell and take down) the listing: the list says so instead of dropping it. */
  published: boolean;
  categoryName: string | null;
  imageUrl: string | null;
  favouritedAt: string;
}

/** What the list says of a favourite's listing: sold (no stock left) or hidden both take it off sale, as the alerts count it. */
export function favouriteAvailability(favourite: Pick<FavouriteListing, 'published' | 'stockQuantity'>): { available: boolean; label: string } {
  return favourite.published && favourite.stockQuantity > 0
    ? { available: true, label: 'Disponível' }
    : { available: false, label: 'Indisponível: este anúncio foi vendido ou retirado do site' };
}

/** The browser's key for a signed-out visitor's hearts, merged into the account on sign-in. */
export const GUEST_FAVOURITES_KEY = 'oneboss.favourites';
const GUEST_FAVOURITES_MAX = 500;

/** The product ids kept in the browser; whatever else is stored there (old formats, edits) is dropped. */
export function parseGuestFavourites(stored: string | null): string[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter((id): id is string => isUuid(id)))].slice(0, GUEST_FAVOURITES_MAX);
}

/** The stored list with `productId` added or removed. */
export function toggleGuestFavourite(ids: readonly string[], productId: string, favourite: boolean): string[] {
  const others = ids.filter((id) => id !== productId);
  return favourite ? [productId, ...others].slice(0, GUEST_FAVOURITES_MAX) : others;
}
