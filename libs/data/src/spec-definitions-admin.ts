import { isUuid, type SpecDefinitionInput, type SpecOption } from '@oneboss/domain';
import type { Db } from './client';
import { DataError } from './errors';
import { request, requestRows } from './request';

const NOT_FOUND = 'Especificação não encontrada. Atualize a página.';

/** The definition's own columns; options live in spec_options. */
function definitionRow(input: SpecDefinitionInput): Record<string, unknown> {
  return {
    subcategory_id: input.subcategoryId,
    key: input.key,
    label: input.label,
    type: input.type,
    unit: input.unit,
    decimals: input.decimals,
    min_value: input.min,
    max_value: input.max,
    required: input.required,
    filterable: input.filterable,
    sortable: input.sortable,
    headline: input.headline,
    group_label: input.groupLabel,
  };
}

/**
 * The options as the dialog left them: options dropped are deleted first (the database refuses one
 * a listing holds, naming how many), then each kept or new one is written with its label and
 * position, matched on its value.
 */
async function writeOptions(db: Db, definitionId: string, options: readonly SpecOption[]): Promise<void> {
  const values = options.map((option) => option.value);
  await request('specs', (signal) => {
    const dropped = db.from('spec_options').delete().eq('definition_id', definitionId);
    return (values.length > 0 ? dropped.not('value', 'in', `(${values.join(',')})`) : dropped).abortSignal(signal);
  });
  if (options.length === 0) return;
  const rows = options.map((option, position) => ({ definition_id: definitionId, value: option.value, label: option.label, position }));
  await request('specs', (signal) => db.from('spec_options').upsert(rows, { onConflict: 'definition_id,value' }).abortSignal(signal));
}

/** A new definition of the category, placed at `position`, with its options; returns its id. */
export async function createSpecDefinition(db: Db, categoryId: string, input: SpecDefinitionInput, position: number): Promise<string> {
  const { data } = await request<{ id: string }>('specs', (signal) =>
    db
      .from('spec_definitions')
      .insert({ ...definitionRow(input), category_id: categoryId, position })
      .select('id')
      .abortSignal(signal)
      .maybeSingle(),
  );
  if (!data) throw new DataError('no_row', NOT_FOUND);
  await writeOptions(db, data.id, input.options);
  return data.id;
}

/** Rewrites a definition and its options; the database refuses a new type or key once listings hold values. */
export async function updateSpecDefinition(db: Db, id: string, input: SpecDefinitionInput): Promise<void> {
  if (!isUuid(id)) throw new DataError('invalid_id', NOT_FOUND);
  const { data } = await requestRows<{ id: string }>('specs', (signal) =>
    db.from('spec_definitions').update(definitionRow(input)).eq('id', id).select('id').abortSignal(signal),
  );
  if (data.length === 0) throw new DataError('not_found', NOT_FOUND);
  await writeOptions(db, id, input.options);
}

/** Deletes a definition; the database removes its key from every listing's specs. */
export async function deleteSpecDefinition(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw new DataError('invalid_id', NOT_FOUND);
  const { data } = await requestRows<{ id: string }>('specs', (signal) => db.from('spec_definitions').delete().eq('id', id).select('id').abortSignal(signal));
  if (data.length === 0) throw new DataError('not_found', NOT_FOUND);
}

/** Writes each definition's display position (a reorder sends the two that swapped). */
export async function moveSpecDefinitions(db: Db, positions: readonly { id: string; position: number }[]): Promise<void> {
  for (const { id, position } of positions) {
    await request('specs', (signal) => db.from('spec_definitions').update({ position }).eq('id', id).abortSignal(signal));
  }
}

/** How many listings of the category (published or not) hold a value of the key. */
export async function countSpecValues(db: Db, categoryId: string, key: string): Promise<number> {
  const { count } = await request('specs', (signal) =>
    db.from('products').select('id', { count: 'exact', head: true }).eq('category_id', categoryId).not(`specs->${key}`, 'is', null).abortSignal(signal),
  );
  return count ?? 0;
}
