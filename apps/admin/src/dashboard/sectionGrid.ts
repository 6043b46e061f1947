/**
 * The dashboard's sections: one column on a phone, two from md. `minmax(0, 1fr)` lets a column shrink below its
 * widest content (a table, a long campaign name), which then wraps or scrolls inside its section instead of
 * widening the page.
 */
export const SECTION_GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;
