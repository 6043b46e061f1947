/**
 * PostgREST answers at most `max_rows` (1000, hosted Supabase's default and the embedded
 * backend's) rows per request, so an export reads the filtered list in pages of that size.
 */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * The most rows one export reads: 50 requests, a file of a few tens of megabytes at worst,
 * far above the catalogue's, leads' and newsletter's sizes, and still bounded for the browser.
 */
export const EXPORT_MAX_ROWS = 50_000;
