import { isUuid, PRODUCT_MESSAGES, type ImageMimeType, type ProductInput } from '@oneboss/domain';
import type { Db } from './client';
import { DataError } from './errors';
import { removeProductImageFiles, storeProductImageFile } from './images';
import { toProductRow } from './mappers';
import { request, requestRows } from './request';

/** One valid row of an import file, as the back office read and checked it. */
export interface ProductImportRow {
  /** The CSV line, named when the server refuses the row. */
  line: number;
  /** The row as the product form's schema read it: fields, specs and location. */
  product: ProductInput;
  /** Pictures in order; the first is the cover. */
  images: ReadonlyArray<{ name: string; type: ImageMimeType; bytes: Uint8Array }>;
}

export interface ImportProgress {
  /** Pictures stored so far, of `total`. */
  done: number;
  total: number;
}

/**
 * "Linha 7: <the refusal in pt-BR>": import_products leads a refused row's message with its line;
 * a refusal shown as the server wrote it (PT4xx) keeps it already, a mapped one gets it back.
 */
function lineError(error: unknown): unknown {
  if (!(error instanceof DataError)) return error;
  const line = /^Linha (\d+): /.exec(String((error.cause as { message?: unknown } | undefined)?.message ?? ''))?.[0];
  if (!line || error.userMessage.startsWith(line)) return error;
  return new DataError(error.code, `${line}${error.userMessage}`, { cause: error.cause, status: error.status });
}

/**
 * Imports a file's products whole or not at all: their pictures are stored first (each in its new
 * product's folder), then public.import_products writes every row and picture row in one
 * transaction as the signed-in admin. When anything fails the stored files are removed again and
 * nothing of the file is left. Resolves with the number of products created.
 */
export async function importProducts(db: Db, rows: readonly ProductImportRow[], onProgress?: (progress: ImportProgress) => void): Promise<number> {
  const { data: session } = await db.auth.getSession();
  if (!session.session) throw new DataError('no_session', PRODUCT_MESSAGES.addRequiresAdmin);
  const total = rows.reduce((count, row) => count + row.images.length, 0);
  const stored: string[] = [];
  try {
    const payload: Record<string, unknown>[] = [];
    for (const row of rows) {
      const id = crypto.randomUUID();
      const images: string[] = [];
      for (const image of row.images) {
        const file = await storeProductImageFile(db, id, image.bytes, { name: image.name, type: image.type });
        stored.push(file.path);
        images.push(file.url);
        onProgress?.({ done: stored.length, total });
      }
      payload.push({ ...toProductRow(row.product), id, line: row.line, images });
    }
    const { data } = await request<number>('products', (signal) => db.rpc('import_products', { _products: payload }).abortSignal(signal));
    return data ?? 0;
  } catch (error) {
    await removeProductImageFiles(db, stored).catch((cleanup) => console.warn('Imported picture files could not be removed', cleanup));
    throw lineError(error);
  }
}

/**
 * Which of `ids` name a listing of the catalogue, so a file exported from it is not imported as a
 * second copy of each listing. Asked 100 at a time, so the request's address stays short.
 */
export async function listExistingProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()).filter((id) => isUuid(id)))];
  const found = new Set<string>();
  for (let start = 0; start < wanted.length; start += 100) {
    const { data } = await requestRows<{ id: string }>('products', (signal) =>
      db.from('products').select('id').in('id', wanted.slice(start, start + 100)).abortSignal(signal),
    );
    for (const row of data) found.add(row.id);
  }
  return found;
}
