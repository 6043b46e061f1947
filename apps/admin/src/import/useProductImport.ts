import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { Category, SpecDefinition } from '@oneboss/domain';
import { listExistingProductIds, type ImportProgress } from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';
import type { ProductImportCreate, ProductImportRecord } from '../providers/productImportsDataProvider';
import { errorText } from '../shared/errorText';
import { IMPORT_MESSAGES } from './importMessages';
import { planImport, productIdsOf, ufsOf, type ImportMunicipality, type ImportPlan } from './planImport';
import { readCsvTable } from './readCsvTable';
import { readImageZip } from './readImageZip';

/** Where the import dialog is: checking the files, showing the report, importing. */
export type ImportStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'refused'; message: string }
  | { kind: 'report'; plan: ImportPlan }
  | { kind: 'importing'; plan: ImportPlan; progress: ImportProgress | null }
  | { kind: 'failed'; plan: ImportPlan; message: string };

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

/**
 * The CSV import's two steps: `check` reads the files and reports every problem before anything
 * is written (the catalogue's categories, spec definitions and the named UFs' municipalities read
 * through the data provider, and which of the file's IDs are the catalogue's listings); `run` imports a clean file's rows as one `product_imports` create.
 */
export function useProductImport(categories: readonly Category[]) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [step, setStep] = useState<ImportStep>({ kind: 'idle' });

  const check = async (csv: File, zip: File | null) => {
    setStep({ kind: 'checking' });
    try {
      const read = readCsvTable(await bytesOf(csv));
      if ('fileIssue' in read) return setStep({ kind: 'refused', message: read.fileIssue });
      const pictures = zip ? readImageZip(await bytesOf(zip)) : null;
      if (pictures && 'fileIssue' in pictures) return setStep({ kind: 'refused', message: pictures.fileIssue });
      const { data: definitions } = await dataProvider.getList<SpecDefinition>('spec_definitions', {
        filter: {},
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'position', order: 'ASC' },
      });
      const municipalities: ImportMunicipality[] = [];
      for (const uf of ufsOf(read.table)) {
        const { data } = await dataProvider.getList<ImportMunicipality & { id: number }>('municipalities', {
          filter: { uf },
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'name', order: 'ASC' },
        });
        municipalities.push(...data);
      }
      const existingIds = await listExistingProductIds(supabase, productIdsOf(read.table));
      const plan = planImport(read.table, { categories, definitions, municipalities, images: pictures?.images ?? null, existingIds }, read.issues);
      setStep({ kind: 'report', plan });
    } catch (error) {
      setStep({ kind: 'refused', message: errorText(error) || IMPORT_MESSAGES.fileUnreadable });
    }
  };

  /** How many products the file created; null when it failed (the step says why). */
  const run = async (plan: ImportPlan): Promise<number | null> => {
    setStep({ kind: 'importing', plan, progress: null });
    try {
      const data: ProductImportCreate = { rows: plan.rows, onProgress: (progress) => setStep({ kind: 'importing', plan, progress }) };
      const { data: record } = await dataProvider.create<ProductImportRecord>('product_imports', { data });
      refresh();
      return record.count;
    } catch (error) {
      setStep({ kind: 'failed', plan, message: errorText(error) });
      return null;
    }
  };

  return { step, check, run, reset: () => setStep({ kind: 'idle' }) };
}
