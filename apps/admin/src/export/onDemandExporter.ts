import type { Exporter, RaRecord } from 'react-admin';

/** An exporter whose code (papaparse and the column definitions) loads on the first export, not with the panel. */
export function onDemandExporter<Row extends RaRecord>(load: () => Promise<Exporter<Row>>): Exporter<Row> {
  return async (...args) => (await load())(...args);
}
