import type { SortPayload } from 'react-admin';
import { ADMIN_PRODUCT_SORT_FIELDS, type AdminProductSort, type AdminProductSortField } from '@oneboss/data';

/** The list's field names (the Product entity's) to the columns PostgREST orders by. */
const COLUMN_BY_FIELD: Record<string, AdminProductSortField> = {
  name: 'name',
  price: 'price',
  stockQuantity: 'stock_quantity',
  published: 'published',
  createdAt: 'created_at',
};

/** react-admin's sort as libs/data's; an unknown field (an old URL, a hand-edited one) falls back to name. */
export function toProductSort(sort: SortPayload | undefined): AdminProductSort | undefined {
  if (!sort) return undefined;
  const field = COLUMN_BY_FIELD[sort.field];
  if (!field || !ADMIN_PRODUCT_SORT_FIELDS.includes(field)) return undefined;
  return { field, ascending: sort.order !== 'DESC' };
}
