import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE } from './exportLimits';

export interface ListQuery {
  filter: Record<string, unknown>;
  sort: SortPayload;
  meta?: unknown;
}

export interface AllRows<Row> {
  rows: Row[];
  /** How many rows match the filter: more than `rows.length` when the limit cut the export. */
  total: number;
}

/** Every row of a list query, up to `limit`, read page by page in the list's own order. */
export async function fetchAllRows<Row extends RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort, meta }: ListQuery,
  limit = EXPORT_MAX_ROWS,
): Promise<AllRows<Row>> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; rows.length < limit; page += 1) {
    const result = await dataProvider.getList<Row>(resource, { filter, sort, meta, pagination: { page, perPage: EXPORT_PAGE_SIZE } });
    rows.push(...result.data);
    const lastPage =
      result.data.length < EXPORT_PAGE_SIZE || result.pageInfo?.hasNextPage === false || (result.total !== undefined && rows.length >= result.total);
    // Without a count (partial pagination) one more row than read marks a cut export.
    total = result.total ?? rows.length + (lastPage ? 0 : 1);
    if (lastPage) break;
  }
  return { rows: rows.slice(0, limit), total: Math.max(total, rows.length) };
}
