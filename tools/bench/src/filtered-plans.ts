import { shopRpcFilters } from '@oneboss/domain';
import postgres from 'postgres';
import { FILTERED_PAGES } from './scenarios';

/**
 * The plans PostgreSQL ran for the boats' filtered page (its list and its facets): auto_explain
 * reports every statement the two RPCs run, with actual times and buffers, as notices to this
 * session; kept are the queries over product_search that the RPCs build for the filters.
 */
export async function filteredPagePlans(databaseUrl: string): Promise<string[]> {
  const notices: string[] = [];
  const sql = postgres(databaseUrl, { max: 1, onnotice: (notice) => notices.push(String(notice.message)) });
  const page = FILTERED_PAGES.boats;
  const filters = shopRpcFilters(page);
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe(`load 'auto_explain'`);
      await tx.unsafe(`set local auto_explain.log_min_duration = 0; set local auto_explain.log_nested_statements = on;
        set local auto_explain.log_analyze = on; set local auto_explain.log_buffers = on; set local auto_explain.log_level = 'notice';
        set local client_min_messages = 'notice'; set local role anon`);
      const [{ id }] = await tx<{ id: string }[]>`select id from public.categories where value = ${page.categorySlug}`;
      await tx`select count(*) from public.shop_products(null, ${id}, null, null, ${page.sort ?? 'relevance'}, 0, 12, ${tx.json(filters as postgres.JSONValue)})`;
      await tx`select public.shop_facets(null, ${id}, null, null, ${tx.json(filters as postgres.JSONValue)})`;
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  } finally {
    await sql.end();
  }
  return notices.filter((notice) => /from public\.product_search r/.test(notice));
}

class Rollback extends Error {}
