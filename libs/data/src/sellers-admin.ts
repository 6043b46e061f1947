import { isUuid, SELLER_NOT_FOUND, type SellerInput, type SellerKind } from '@oneboss/domain';
import type { Db } from './client';
import { DataError, toUserError } from './errors';
import { request, requestRows } from './request';
import { fileExtensionOf, randomToken, toArrayBuffer } from './storage-objects';

/** A seller as the admin form edits it, its e-mail included (read through seller_emails(), admins only). */
export interface AdminSeller {
  id: string;
  slug: string;
  name: string;
  kind: SellerKind;
  logoPath: string | null;
  uf: string | null;
  cityId: number | null;
  whatsapp: string;
  email: string | null;
  cnpj: string | null;
  creci: string | null;
  verifiedAt: string | null;
  verifiedBy: string | null;
  verifiedNote: string | null;
  trusted: boolean;
  active: boolean;
}

interface AdminSellerRow {
  id: string;
  slug: string;
  name: string;
  kind: SellerKind;
  logo_path: string | null;
  uf: string | null;
  city_id: number | null;
  whatsapp: string;
  cnpj: string | null;
  creci: string | null;
  verified_at: string | null;
  verified_by: string | null;
  verified_note: string | null;
  trusted: boolean;
  active: boolean;
}

/** Every column but the e-mail, which no API role may select (`*` would be refused). */
const COLUMNS = 'id,slug,name,kind,logo_path,uf,city_id,whatsapp,cnpj,creci,verified_at,verified_by,verified_note,trusted,active';

function toAdminSeller(row: AdminSellerRow, email: string | null): AdminSeller {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    logoPath: row.logo_path,
    uf: row.uf,
    cityId: row.city_id,
    whatsapp: row.whatsapp,
    email,
    cnpj: row.cnpj,
    creci: row.creci,
    verifiedAt: row.verified_at,
    verifiedBy: row.verified_by,
    verifiedNote: row.verified_note,
    trusted: row.trusted,
    active: row.active,
  };
}

async function emailOf(db: Db, id: string): Promise<string | null> {
  const { data } = await requestRows<{ seller_id: string; email: string | null }>('products', (signal) =>
    db.rpc('seller_emails').eq('seller_id', id).abortSignal(signal),
  );
  return data[0]?.email ?? null;
}

export async function getAdminSeller(db: Db, id: string): Promise<AdminSeller> {
  // An address no seller can have is not found, rather than a query the backend refuses.
  if (!isUuid(id)) throw new DataError('not_found', SELLER_NOT_FOUND);
  const { data } = await request<AdminSellerRow>('products', (signal) => db.from('sellers').select(COLUMNS).eq('id', id).abortSignal(signal).maybeSingle());
  if (!data) throw new DataError('not_found', SELLER_NOT_FOUND);
  return toAdminSeller(data, await emailOf(db, id));
}

/**
 * Uploads a logo to `seller-logos` and returns its object path: `{seller id}/{timestamp}-{random}.{ext}`
 * for an existing seller (the folder a seller's members may write), `{timestamp}-{random}.{ext}` for
 * one being created (admins only).
 */
export async function uploadSellerLogo(
  db: Db,
  file: Blob | ArrayBuffer | Uint8Array,
  options: { name: string; type: string; sellerId?: string },
): Promise<string> {
  const name = `${Date.now()}-${randomToken()}.${fileExtensionOf(options.name, options.type)}`;
  const path = options.sellerId ? `${options.sellerId}/${name}` : name;
  const { error } = await db.storage.from('seller-logos').upload(path, await toArrayBuffer(file), { contentType: options.type, cacheControl: '3600', upsert: false });
  if (error) {
    const mapped = toUserError(error, 'images');
    throw new DataError(mapped.code, `Não foi possível enviar o logo: ${mapped.userMessage}`, { cause: error, status: mapped.status });
  }
  return path;
}

/**
 * The row of a validated form. A verification marked here sends a date the database replaces by
 * its own, and the database records who verified (sellers_record_verifier); unmarked clears it.
 */
function toRow(input: SellerInput, logoPath: string | null | undefined): Record<string, unknown> {
  const row: Record<string, unknown> = {
    name: input.name,
    slug: input.slug,
    kind: input.kind,
    uf: input.uf,
    city_id: input.cityId,
    whatsapp: input.whatsapp,
    email: input.email,
    cnpj: input.cnpj,
    creci: input.creci,
    trusted: input.trusted,
    active: input.active,
    verified_at: input.verified ? new Date().toISOString() : null,
    verified_note: input.verified ? input.verifiedNote : null,
  };
  if (logoPath !== undefined) row.logo_path = logoPath;
  return row;
}

/** Adds a seller; `logoPath` from uploadSellerLogo, or null. */
export async function createSeller(db: Db, input: SellerInput, logoPath: string | null): Promise<AdminSeller> {
  const { data } = await request<AdminSellerRow>('products', (signal) =>
    db.from('sellers').insert(toRow(input, logoPath)).select(COLUMNS).abortSignal(signal).single(),
  );
  if (!data) throw new DataError('nothing_done', 'Nenhum vendedor foi adicionado.');
  return toAdminSeller(data, input.email);
}

/**
 * Saves a seller's form; `logoPath` undefined keeps the logo. An unchanged verification (same
 * note) is not sent again, so the verifier and date stay those of the first verification.
 */
export async function updateSeller(db: Db, previous: AdminSeller, input: SellerInput, logoPath?: string | null): Promise<AdminSeller> {
  const row = toRow(input, logoPath);
  if (input.verified && previous.verifiedAt && input.verifiedNote === previous.verifiedNote) {
    delete row.verified_at;
    delete row.verified_note;
  }
  const { data } = await request<AdminSellerRow>('products', (signal) =>
    db.from('sellers').update(row).eq('id', previous.id).select(COLUMNS).abortSignal(signal).maybeSingle(),
  );
  if (!data) throw new DataError('nothing_done', 'Nenhuma alteração foi salva.');
  return toAdminSeller(data, input.email);
}
