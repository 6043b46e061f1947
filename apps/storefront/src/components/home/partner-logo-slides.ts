/**
 * Slides of the partner logo carousel: exactly two partners are shown twice, so a
 * two-per-view carousel still has something to scroll to and can loop.
 */
export function partnerLogoSlides<T>(partners: readonly T[]): T[] {
  return partners.length === 2 ? [...partners, ...partners] : [...partners];
}
