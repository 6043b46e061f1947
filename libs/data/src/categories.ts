import {
  CATEGORY_MESSAGES,
  invalidIdMessage,
  isUuid,
  type Attribute,
  type AttributeInput,
  type Category,
  type CategoryInput,
  type Subcategory,
  type SubcategoryInput,
} from '@oneboss/domain';
import type { Db } from './client';
import { DataError, MESSAGES } from './errors';
import { toAttribute, toCategory, toSubcategory } from './mappers';
import { request, requestRows } from './request';
import type { AttributeRow, CategoryRow, SubcategoryRow } from './rows';

/** A malformed id never reaches the server: the UI shows the domain's title and description. */
function assertUuid(kind: 'category' | 'subcategory', id: string): void {
  if (isUuid(id)) return;
  const message = invalidIdMessage(kind, id);
  throw new DataError('invalid_id', `${message.title}: ${message.description}`);
}

/** Every category by name with its subcategories (by name) and their attributes (by attribute). */
export async function listCategories(db: Db): Promise<Category[]> {
  const { data } = await requestRows<CategoryRow>('categories', (signal) =>
    db
      .from('categories')
      .select('*,subcategories(*,attributes(*))')
      .order('name', { ascending: true })
      .order('name', { referencedTable: 'subcategories', ascending: true })
      .order('attribute', { referencedTable: 'subcategories.attributes', ascending: true })
      .abortSignal(signal),
  );
  return data.map(toCategory);
}

/** Creates a category through the server function, which checks the admin's e-mail. */
export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  const { data: userData } = await db.auth.getUser();
  const email = userData.user?.email;
  if (!email) throw new DataError('no_email', CATEGORY_MESSAGES.adminWithoutEmail);
  const { data } = await request<CategoryRow | CategoryRow[]>('categories', (signal) =>
    db.rpc('admin_create_category', { _name: input.name.trim(), _value: input.value.trim(), _admin_email: email }).abortSignal(signal),
  );
  const row = Array.isArray(data) ? data[0] : data;
  if (!row) throw new DataError('no_row', CATEGORY_MESSAGES.addFailed);
  return toCategory(row);
}

export async function updateCategory(db: Db, id: string, input: CategoryInput & { searchTerms?: readonly string[] }): Promise<Category> {
  const row = { name: input.name.trim(), value: input.value.trim(), ...(input.searchTerms ? { search_terms: [...input.searchTerms] } : {}) };
  const { data } = await requestRows<CategoryRow>('categories', (signal) => db.from('categories').update(row).eq('id', id).select('*').abortSignal(signal));
  if (!data[0]) throw new DataError('not_found', CATEGORY_MESSAGES.updateFailed);
  return toCategory(data[0]);
}

export async function deleteCategory(db: Db, id: string): Promise<void> {
  assertUuid('category', id);
  const { data } = await requestRows<{ id: string }>('categories', (signal) => db.from('categories').delete().eq('id', id).select('id').abortSignal(signal));
  if (data.length === 0) throw new DataError('not_found', CATEGORY_MESSAGES.removeFailed);
}

export async function createSubcategory(db: Db, input: SubcategoryInput): Promise<Subcategory> {
  const { data } = await request<SubcategoryRow>('subcategories', (signal) =>
    db
      .from('subcategories')
      .insert({ category_id: input.categoryId, name: input.name.trim(), type: input.type.trim() })
      .select('*')
      .abortSignal(signal)
      .single(),
  );
  if (!data) throw new DataError('no_row', CATEGORY_MESSAGES.addSubcategoryFailed);
  return toSubcategory(data);
}

export async function updateSubcategory(db: Db, id: string, input: Omit<SubcategoryInput, 'categoryId'>): Promise<Subcategory> {
  const { data } = await requestRows<SubcategoryRow>('subcategories', (signal) =>
    db.from('subcategories').update({ name: input.name.trim(), type: input.type.trim() }).eq('id', id).select('*').abortSignal(signal),
  );
  if (!data[0]) throw new DataError('not_found', CATEGORY_MESSAGES.updateSubcategoryFailed);
  return toSubcategory(data[0]);
}

/**
 * The subcategory's attributes are deleted first, then the row itself. The server refuses to
 * delete a subcategory that still has products; that is checked before the attributes go,
 * so a refused delete does not strip the products of their attribute.
 */
export async function deleteSubcategory(db: Db, id: string): Promise<void> {
  assertUuid('subcategory', id);
  const { data: products } = await requestRows<{ id: string }>('subcategories', (signal) =>
    db.from('products').select('id').eq('subcategory_id', id).limit(1).abortSignal(signal),
  );
  if (products.length > 0) throw new DataError('23503', MESSAGES.subcategoryInUse);
  await request('attributes', (signal) => db.from('attributes').delete().eq('subcategory_id', id).abortSignal(signal));
  const { data } = await requestRows<{ id: string }>('subcategories', (signal) =>
    db.from('subcategories').delete().eq('id', id).select('id').abortSignal(signal),
  );
  if (data.length === 0) throw new DataError('not_found', CATEGORY_MESSAGES.removeSubcategoryFailed);
}

export async function createAttribute(db: Db, input: AttributeInput): Promise<Attribute> {
  const { data } = await request<AttributeRow>('attributes', (signal) =>
    db.from('attributes').insert({ subcategory_id: input.subcategoryId, attribute: input.name.trim() }).select('*').abortSignal(signal).single(),
  );
  if (!data) throw new DataError('no_row', CATEGORY_MESSAGES.addAttributeFailed);
  return toAttribute(data);
}

export async function updateAttribute(db: Db, id: string, name: string): Promise<Attribute> {
  const { data } = await requestRows<AttributeRow>('attributes', (signal) =>
    db.from('attributes').update({ attribute: name.trim() }).eq('id', id).select('*').abortSignal(signal),
  );
  if (!data[0]) throw new DataError('not_found', CATEGORY_MESSAGES.updateAttributeFailed);
  return toAttribute(data[0]);
}

export async function deleteAttribute(db: Db, id: string): Promise<void> {
  assertUuid('subcategory', id);
  const { data } = await requestRows<{ id: string }>('attributes', (signal) => db.from('attributes').delete().eq('id', id).select('id').abortSignal(signal));
  if (data.length === 0) throw new DataError('not_found', CATEGORY_MESSAGES.removeAttributeFailed);
}
