import { ADMIN_PAGINATION_ALL_UP_TO, SHOP_PAGINATION_WINDOW } from './constants';

export type PageItem = number | 'ellipsis';

export function pageCount(totalItems: number, pageSize: number): number {
  if (totalItems <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/**
 * Sorted page numbers with an ellipsis wherever pages are skipped; a gap of a
 * single page shows that page, since an ellipsis would take its place anyway.
 */
function withEllipses(pages: Iterable<number>): PageItem[] {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (index > 0 && page - previous === 2) items.push(previous + 1);
    else if (index > 0 && page - previous > 2) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

/** Shop pagination: first and last always, 2 pages either side of the current one. */
export function shopPageWindow(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  const page = clamp(current, 1, total);
  const pages = [1, total];
  for (let p = page - SHOP_PAGINATION_WINDOW; p <= page + SHOP_PAGINATION_WINDOW; p += 1) {
    if (p >= 1 && p <= total) pages.push(p);
  }
  return withEllipses(pages);
}

/** Admin pagination: every page up to 7, else first, last and current±1. */
export function adminPageWindow(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  if (total <= ADMIN_PAGINATION_ALL_UP_TO) return Array.from({ length: total }, (_, i) => i + 1);
  const page = clamp(current, 1, total);
  const pages = [1, total];
  for (let p = page - 1; p <= page + 1; p += 1) {
    if (p >= 1 && p <= total) pages.push(p);
  }
  return withEllipses(pages);
}
