import { PostgrestClient } from '@supabase/postgrest-js';
import type { Category } from '@oneboss/domain';
import type { Meter } from './meter';

/** PostgREST's max_rows on hosted Supabase and on the embedded backend. */
const MAX_ROWS = 1000;

interface Counts {
  categories: Map<string, number>;
}

function countBy(rows: Record<string, string | null>[], column: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const id = row[column];
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/**
 * The call sequence of the storefront before the server-side reads: a page of `*`, then its images, then
 * every published product's category_id (and subcategory/attribute ids) counted in the
 * browser, then the page sorted in the browser. Kept only to be measured against.
 * The server returns at most 1000 rows per request, so the id columns are read in pages of
 * 1000 until the last one: with a single request the counts would be wrong past 1000 products.
 */
export function originalPattern(url: string, anonKey: string, meter: Meter, tree: Category[]) {
  const db = new PostgrestClient(`${url}/rest/v1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` }, fetch: meter.fetch });
  const category = tree.find((c) => c.value === 'relogios') ?? tree[0];
  const subcategory = category.subcategories?.[0];

  const selectColumn = (column: 'category_id' | 'subcategory_id' | 'attribute_id') => db.from('products').select(column).eq('published', true);
  type IdQuery = ReturnType<typeof selectColumn>;

  async function allRows(query: () => IdQuery): Promise<Record<string, string | null>[]> {
    const rows: Record<string, string | null>[] = [];
    for (let from = 0; ; from += MAX_ROWS) {
      // Pages of an unordered read are not a partition of it: the plan may change with the offset
      // (an index for one page, a scan for the next), and rows would be counted twice or not at all.
      const { data, error } = await query().order('id').range(from, from + MAX_ROWS - 1);
      if (error) throw error;
      rows.push(...(data as Record<string, string | null>[]));
      if (data.length < MAX_ROWS) return rows;
    }
  }

  async function view(options: { filtered: boolean }): Promise<Counts> {
    let list = db.from('products').select('*', { count: 'exact' }).eq('published', true).order('name', { ascending: true });
    if (options.filtered) list = list.eq('category_id', category.id);
    const page = await list.range(0, 11);
    if (page.error) throw page.error;
    const ids = (page.data ?? []).map((p: { id: string }) => p.id);
    const images = await db.from('product_images').select('*').in('product_id', ids).order('sort_order', { ascending: true });
    if (images.error) throw images.error;
    const categoryRows = await allRows(() => selectColumn('category_id'));
    if (options.filtered) {
      await allRows(() => selectColumn('subcategory_id').eq('category_id', category.id).not('subcategory_id', 'is', null));
      if (subcategory) await allRows(() => selectColumn('attribute_id').eq('subcategory_id', subcategory.id).not('attribute_id', 'is', null));
    }
    // Sorting happened in the browser, on the current page only.
    [...(page.data ?? [])].sort((a: { price: number | null }, b: { price: number | null }) => Number(b.price ?? 0) - Number(a.price ?? 0));
    return { categories: countBy(categoryRows, 'category_id') };
  }

  return { view };
}
