/** Business constants and limits. */

export const SHOP_PAGE_SIZE = 12;
/** The furthest shop page a URL may name: past the last of any catalogue, and its row offset fits the database's integer. */
export const SHOP_MAX_PAGE = 100_000;
/** The longest shop search read from a URL: a product name is at most 150, and no one types more. */
export const SHOP_SEARCH_MAX_LENGTH = 100;
export const ADMIN_PAGE_SIZE = 20;
export const SKELETON_CARDS = 12;

export const FETCH_TIMEOUT_MS = 10_000;
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];
export const MAX_FETCH_RETRIES = RETRY_DELAYS_MS.length;

export const UPLOAD_RETRIES = 3;
export const UPLOAD_RETRY_DELAY_MS = 2_000;
export const UPLOAD_LOCK_MS = 1_500;

export const ADMIN_REFRESH_COOLDOWN_MS = 1_500;
export const CATEGORY_FETCH_THROTTLE_MS = 1_500;
export const SEARCH_DEBOUNCE_MS = 500;

export const MAX_IMAGE_BYTES = 5_242_880;
export const ALLOWED_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ALLOWED_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const RECOMMENDED_IMAGE_SIZE_PX = 800;

export const DEFAULT_STOCK_QUANTITY = 1;
export const STORAGE_CACHE_SECONDS = 3_600;

export const CURRENCY = 'BRL';
export const LOCALE = 'pt-BR';

export const MOBILE_BREAKPOINT_PX = 768;

export const HERO_CAROUSEL_INTERVAL_MS = 5_000;
export const HERO_IMAGE_COUNT = 3;
export const FEATURED_CAROUSEL_INTERVAL_MS = 5_000;
/** Slides per view on mobile, medium and large screens. */
export const FEATURED_SLIDES_PER_VIEW = { mobile: 1, medium: 2, large: 3 } as const;
export const PARTNER_BANNER_INTERVAL_MS = 3_500;
export const PARTNER_LOGO_INTERVAL_MS = 2_500;
export const PARTNER_LOGOS_PER_VIEW = { mobile: 1, desktop: 2 } as const;

export const RELATED_LIMIT = 8;
/** Featured products in the product page's 'Veja também' row (the home shows every one it reads). */
export const ALSO_FEATURED_LIMIT = 8;
/** The related carousel loops with more than this many slides. */
export const RELATED_LOOP_ABOVE = 3;
/** The related carousel shows arrows with more than this many slides. */
export const RELATED_ARROWS_ABOVE = 4;
/** The thumbnail carousel loops with more than this many images. */
export const THUMBNAIL_LOOP_ABOVE = 4;

export const SHOP_PAGINATION_WINDOW = 2;
export const ADMIN_PAGINATION_ALL_UP_TO = 7;

export const META_DESCRIPTION_MAX = 160;
export const NEWSLETTER_SUCCESS_LOCK_MS = 5_000;

/** The in-app toast provider: one visible, removed 4 s after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 4_000;

export const ACCOUNT_DELETION_HOURS = 48;
export const WHATSAPP_COLOR = '#25D366';

export const APP_VERSION = '1.0.0';

/** Local storage keys. */
export const STORAGE_KEYS = {
  adminTab: 'oneboss.admin.tab',
  categoryManagerCategory: 'oneboss.admin.categories.selectedCategory',
  categoryManagerSubcategory: 'oneboss.admin.categories.selectedSubcategory',
  categoryManagerTab: 'oneboss.admin.categories.activeTab',
} as const;

/** Category slugs in the order the home banners show them. */
export const HOME_CATEGORY_SLUGS = ['veiculos', 'embarcacoes', 'aeronaves', 'imoveis', 'relogios', 'decoracao'] as const;
