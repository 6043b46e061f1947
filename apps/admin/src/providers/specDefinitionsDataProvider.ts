import type { DataProvider } from 'react-admin';
import {
  DataError,
  countSpecValues,
  createSpecDefinition,
  deleteSpecDefinition,
  listSpecDefinitions,
  moveSpecDefinitions,
  updateSpecDefinition,
  type Db,
} from '@oneboss/data';
import type { SpecDefinition, SpecDefinitionInput } from '@oneboss/domain';

/** The list's filter: one category's definitions, or every category's. */
export interface SpecDefinitionFilter {
  categoryId?: string;
}

/** What getOne answers: the definition and how many listings hold a value of it (which locks its type and key). */
export type SpecDefinitionRecord = SpecDefinition & { valueCount: number };

/** A create's data: the dialog's definition, its category and its place at the end of the list. */
export type SpecDefinitionCreate = SpecDefinitionInput & { categoryId: string; position: number };

/** An update's data: the whole definition from the dialog, or only a new position (a reorder). */
export type SpecDefinitionUpdate = SpecDefinitionInput | { position: number };

const NOT_FOUND = 'Especificação não encontrada. Atualize a página.';

/**
 * react-admin's provider for `spec_definitions` on libs/data: every definition with its options in
 * one read (a few hundred rows at most), filtered by category here; writes with their options.
 */
export function specDefinitionsDataProvider(db: Db): DataProvider {
  const byCategory = async (filter: SpecDefinitionFilter | undefined) => {
    const all = await listSpecDefinitions(db);
    return filter?.categoryId ? all.filter((definition) => definition.categoryId === filter.categoryId) : all;
  };
  const find = async (id: string) => {
    const definition = (await listSpecDefinitions(db)).find((item) => item.id === id);
    if (!definition) throw new DataError('not_found', NOT_FOUND);
    return definition;
  };

  return {
    async getList(_resource, { filter }) {
      const data = await byCategory(filter as SpecDefinitionFilter);
      return { data: data as never[], total: data.length };
    },
    async getOne(_resource, { id }) {
      const definition = await find(String(id));
      const record: SpecDefinitionRecord = { ...definition, valueCount: await countSpecValues(db, definition.categoryId, definition.key) };
      return { data: record as never };
    },
    async getMany(_resource, { ids }) {
      const wanted = new Set(ids.map(String));
      return { data: (await listSpecDefinitions(db)).filter((item) => wanted.has(item.id)) as never[] };
    },
    async getManyReference() {
      throw new DataError('unsupported', NOT_FOUND);
    },
    async create(_resource, { data }) {
      const { categoryId, position, ...input } = data as SpecDefinitionCreate;
      const id = await createSpecDefinition(db, categoryId, input, position);
      return { data: (await find(id)) as never };
    },
    async update(_resource, { id, data }) {
      const changes = data as SpecDefinitionUpdate;
      if ('key' in changes) await updateSpecDefinition(db, String(id), changes);
      else await moveSpecDefinitions(db, [{ id: String(id), position: changes.position }]);
      return { data: (await find(String(id))) as never };
    },
    async updateMany() {
      throw new DataError('unsupported', NOT_FOUND);
    },
    async delete(_resource, { id, previousData }) {
      await deleteSpecDefinition(db, String(id));
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany(_resource, { ids }) {
      for (const id of ids) await deleteSpecDefinition(db, String(id));
      return { data: ids };
    },
  };
}
