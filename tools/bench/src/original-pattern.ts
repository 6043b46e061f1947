import { PostgrestClient } from '@supabase/postgrest-js';
import type { Category } from '@oneboss/domain';
import type { Meter } from './meter';

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
 * The call sequence the spec documents (section 7): a page of `*`, then its images, then
 * every published product's category_id (and subcategory/attribute ids) counted in the
 * browser, then the page sorted in the browser. Kept only to be measured against.
 */
export function originalPattern(url: string, anonKey: string, meter: Meter, tree: Category[]) {
  const db = new PostgrestClient(`${url}/rest/v1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` }, fetch: meter.fetch });
  const category = tree.find((c) => c.value === 'relogios') ?? tree[0];
  const subcategory = category.subcategories?.[0];

  async function view(options: { filtered: boolean }): Promise<Counts> {
    let list = db.from('products').select('*', { count: 'exact' }).eq('published', true).order('name', { ascending: true });
    if (options.filtered) list = list.eq('category_id', category.id);
    const page = await list.range(0, 11);
    if (page.error) throw page.error;
    const ids = (page.data ?? []).map((p: { id: string }) => p.id);
    const images = await db.from('product_images').select('*').in('product_id', ids).order('sort_order', { ascending: true });
    if (images.error) throw images.error;
    const categoryRows = await db.from('products').select('category_id').eq('published', true);
    if (categoryRows.error) throw categoryRows.error;
    if (options.filtered) {
      await db.from('products').select('subcategory_id').eq('category_id', category.id).eq('published', true).not('subcategory_id', 'is', null);
      if (subcategory) await db.from('products').select('attribute_id').eq('subcategory_id', subcategory.id).eq('published', true).not('attribute_id', 'is', null);
    }
    // Sorting happened in the browser, on the current page only.
    [...(page.data ?? [])].sort((a: { price: number | null }, b: { price: number | null }) => Number(b.price ?? 0) - Number(a.price ?? 0));
    return { categories: countBy(categoryRows.data as Record<string, string | null>[], 'category_id') };
  }

  return { view };
}
