import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants (spec §9)', () => {
  it('hold the values of the spec', () => {
    expect(constants).toMatchObject({
      SHOP_PAGE_SIZE: 12,
      ADMIN_PAGE_SIZE: 20,
      SKELETON_CARDS: 12,
      FETCH_TIMEOUT_MS: 10_000,
      FETCH_MIN_SPACING_MS: 1_000,
      RETRY_DELAYS_MS: [1_000, 2_000, 4_000],
      MAX_FETCH_RETRIES: 3,
      UPLOAD_RETRIES: 3,
      UPLOAD_RETRY_DELAY_MS: 2_000,
      UPLOAD_LOCK_MS: 1_500,
      ADMIN_REFRESH_COOLDOWN_MS: 1_500,
      CATEGORY_FETCH_THROTTLE_MS: 1_500,
      SEARCH_DEBOUNCE_MS: 500,
      MAX_IMAGE_BYTES: 5_242_880,
      DEFAULT_STOCK_QUANTITY: 1,
      STORAGE_CACHE_SECONDS: 3_600,
      MOBILE_BREAKPOINT_PX: 768,
      HERO_CAROUSEL_INTERVAL_MS: 5_000,
      FEATURED_CAROUSEL_INTERVAL_MS: 5_000,
      PARTNER_BANNER_INTERVAL_MS: 3_500,
      PARTNER_LOGO_INTERVAL_MS: 2_500,
      RELATED_LIMIT: 8,
      META_DESCRIPTION_MAX: 160,
      NEWSLETTER_SUCCESS_LOCK_MS: 5_000,
      ACCOUNT_DELETION_HOURS: 48,
      WHATSAPP_COLOR: '#25D366',
      SIDEBAR_COOKIE_MAX_AGE_SECONDS: 604_800,
    });
  });

  it('keep the local storage keys distinct', () => {
    const keys = Object.values(constants.STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
