import type { DataProvider } from 'react-admin';
import { DataError, importProducts, type Db, type ImportProgress, type ProductImportRow } from '@oneboss/data';

/** A create's data: the checked rows of one CSV file, and who hears how the pictures' upload goes. */
export interface ProductImportCreate {
  rows: ProductImportRow[];
  onProgress?: (progress: ImportProgress) => void;
}

/** What a create answers: the import as a record, with how many products it created. */
export interface ProductImportRecord {
  id: string;
  count: number;
}

const CREATE_ONLY = 'Uma importação só pode ser criada.';
const refuse = async (): Promise<never> => {
  throw new DataError('unsupported', CREATE_ONLY);
};

/**
 * `product_imports` is no table: creating one imports a CSV file's products whole or not at all
 * (libs/data's importProducts: pictures stored, then every row in one transaction).
 */
export function productImportsDataProvider(db: Db): DataProvider {
  return {
    async create(_resource, { data }) {
      const { rows, onProgress } = data as ProductImportCreate;
      const record: ProductImportRecord = { id: crypto.randomUUID(), count: await importProducts(db, rows, onProgress) };
      return { data: record as never };
    },
    getList: refuse,
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  };
}
