import type { DataProvider, Identifier, RaRecord } from 'react-admin';

/** Ids per getMany: 100 uuids keep PostgREST's `id=in.(...)` far below a request line's size limit. */
const IDS_PER_REQUEST = 100;

/**
 * The records of `resource` that `field` of `rows` points to, by id. react-admin's
 * fetchRelatedRecords asks for every id in one getMany, whose URL outgrows the server's
 * header limit past a few hundred ids; this asks in chunks.
 */
export async function fetchRelated<Related extends RaRecord>(
  dataProvider: DataProvider,
  rows: readonly RaRecord[],
  field: string,
  resource: string,
): Promise<Map<Identifier, Related>> {
  const ids = [...new Set(rows.map((row) => row[field] as Identifier | null | undefined).filter((id): id is Identifier => id != null))];
  const chunks = Array.from({ length: Math.ceil(ids.length / IDS_PER_REQUEST) }, (_, index) => ids.slice(index * IDS_PER_REQUEST, (index + 1) * IDS_PER_REQUEST));
  const found = await Promise.all(chunks.map((chunk) => dataProvider.getMany<Related>(resource, { ids: chunk })));
  return new Map(found.flatMap(({ data }) => data.map((record) => [record.id, record] as const)));
}
