import type { DataProvider } from 'react-admin';
import { DataError, listMunicipalities, type Db } from '@oneboss/data';

/** The list's filter: a UF's municipalities (all 5 570 at once are never needed). */
export interface MunicipalityFilter {
  uf?: string;
}

const READ_ONLY = 'Os municípios do IBGE não são editáveis.';
const refuse = async (): Promise<never> => {
  throw new DataError('unsupported', READ_ONLY);
};

/** react-admin's read-only `municipalities` for the location picker: one UF's, by name in pt-BR order. */
export function municipalitiesDataProvider(db: Db): DataProvider {
  return {
    async getList(_resource, { filter }) {
      const { uf } = (filter ?? {}) as MunicipalityFilter;
      const data = uf ? await listMunicipalities(db, uf) : [];
      return { data: data as never[], total: data.length };
    },
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    create: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  };
}
