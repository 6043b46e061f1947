import { isSpecType, isSpecUnit, type SpecDefinition } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toNumber } from '../mappers';
import type { Numeric } from '../rows';
import { requestRows } from './read-request';

interface SpecDefinitionRow {
  id: string;
  category_id: string;
  subcategory_id: string | null;
  key: string;
  label: string;
  type: string;
  unit: string | null;
  decimals: Numeric;
  min_value: Numeric;
  max_value: Numeric;
  required: boolean;
  filterable: boolean;
  sortable: boolean;
  headline: boolean;
  position: Numeric;
  group_label: string | null;
  spec_options: { value: string; label: string }[] | null;
}

const COLUMNS =
  'id,category_id,subcategory_id,key,label,type,unit,decimals,min_value,max_value,required,filterable,sortable,headline,position,group_label,spec_options(value,label)';

function toSpecDefinition(row: SpecDefinitionRow): SpecDefinition | null {
  // The database's check constraints hold type and unit to the domain's lists; a row outside them is skipped, not guessed.
  if (!isSpecType(row.type) || (row.unit !== null && !isSpecUnit(row.unit))) return null;
  return {
    id: row.id,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    key: row.key,
    label: row.label,
    type: row.type,
    unit: row.unit,
    decimals: toNumber(row.decimals) ?? 0,
    min: toNumber(row.min_value),
    max: toNumber(row.max_value),
    required: row.required,
    filterable: row.filterable,
    sortable: row.sortable,
    headline: row.headline,
    position: toNumber(row.position) ?? 0,
    groupLabel: row.group_label,
    options: (row.spec_options ?? []).map(({ value, label }) => ({ value, label })),
  };
}

/**
 * Every category's specification definitions in one request, each with its options embedded,
 * in display order (position, then label); a site-wide read the storefront and the admin cache.
 */
export async function listSpecDefinitions(db: CatalogueDb): Promise<SpecDefinition[]> {
  const { data } = await requestRows<SpecDefinitionRow>('categories', (signal) =>
    db
      .from('spec_definitions')
      .select(COLUMNS)
      .order('position', { ascending: true })
      .order('label', { ascending: true })
      .order('position', { referencedTable: 'spec_options', ascending: true })
      .order('label', { referencedTable: 'spec_options', ascending: true })
      .abortSignal(signal),
  );
  return data.map(toSpecDefinition).filter((definition): definition is SpecDefinition => definition !== null);
}
