import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminPageWindow, type PageItem, pageCount, shopPageWindow } from './pagination';

const numbers = (items: PageItem[]) => items.filter((item): item is number => item !== 'ellipsis');

describe('shopPageWindow', () => {
  it('shows 2 pages either side, first and last, with ellipses for skipped runs', () => {
    expect(shopPageWindow(1, 1)).toEqual([1]);
    expect(shopPageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(shopPageWindow(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(shopPageWindow(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(shopPageWindow(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 12]);
    expect(shopPageWindow(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(shopPageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
  });

  it('clamps the current page and is empty without pages', () => {
    expect(shopPageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(shopPageWindow(3, 0)).toEqual([]);
  });
});

describe('adminPageWindow', () => {
  it('shows every page up to 7', () => {
    expect(adminPageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('else shows first, last and current±1', () => {
    expect(adminPageWindow(1, 8)).toEqual([1, 2, 'ellipsis', 8]);
    expect(adminPageWindow(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(adminPageWindow(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
    expect(adminPageWindow(20, 20)).toEqual([1, 'ellipsis', 19, 20]);
  });
});

describe.each([
  ['shopPageWindow', shopPageWindow, 2],
  ['adminPageWindow', adminPageWindow, 1],
] as const)('%s properties', (_name, window, radius) => {
  it('is sorted, unique, within range and holds 1, the last and the current page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }).chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total))),
        ([current, total]) => {
          const items = window(current, total);
          const pages = numbers(items);
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(new Set(pages).size).toBe(pages.length);
          expect(pages.every((page) => page >= 1 && page <= total)).toBe(true);
          expect(pages).toContain(1);
          expect(pages).toContain(total);
          expect(pages).toContain(current);
          for (let p = current - radius; p <= current + radius; p += 1) {
            if (p >= 1 && p <= total) expect(pages).toContain(p);
          }
          items.forEach((item, index) => {
            if (item !== 'ellipsis') return;
            const before = items[index - 1];
            const after = items[index + 1];
            expect(typeof before === 'number' && typeof after === 'number' && after - before > 2).toBe(true);
          });
          const missingGaps = pages.slice(1).filter((page, index) => page - pages[index] > 1).length;
          expect(items.length - pages.length).toBe(missingGaps);
        },
      ),
    );
  });
});

describe('pageCount', () => {
  it('counts the pages a number of rows fills', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
