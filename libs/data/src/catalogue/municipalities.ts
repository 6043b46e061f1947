import type { CatalogueDb } from '../catalogue-client';
import { requestRows } from './read-request';

/** One of IBGE's municipalities: its 7-digit code, name and UF. */
export interface Municipality {
  id: number;
  name: string;
  uf: string;
}

/**
 * A UF's municipalities by name in pt-BR order (the database's collation may put "Álvares" after
 * "Zacarias"), for the location pickers; Minas Gerais's 853 fit in one request.
 */
export async function listMunicipalities(db: CatalogueDb, uf: string): Promise<Municipality[]> {
  const { data } = await requestRows<{ id: number | string; name: string; uf: string }>('products', (signal) =>
    db.from('municipalities').select('id,name,uf').eq('uf', uf).order('name', { ascending: true }).abortSignal(signal),
  );
  return data
    .map((row) => ({ id: Number(row.id), name: row.name, uf: row.uf }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
