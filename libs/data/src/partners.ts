import { PARTNER_MESSAGES, STORAGE_CACHE_SECONDS, partnerImagePath, type Partner, type PartnerInput } from '@oneboss/domain';
import type { Db } from './client';
import { DataError, toUserError } from './errors';
import { toNumber, toPartner } from './mappers';
import { requestRows } from './request';
import type { PartnerRow } from './rows';
import { fileExtensionOf, publicUrlOf, randomToken, toArrayBuffer } from './storage-objects';

/** An edit: any of the form's fields, or the visibility the list switches on its own. */
export type PartnerChanges = Partial<PartnerInput & Pick<Partner, 'visible'>>;

function toPartnerRow(input: PartnerChanges): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (input.name !== undefined) row.name = input.name.trim();
  if (input.description !== undefined) row.description = input.description || null;
  if (input.link !== undefined) row.link = input.link || null;
  if (input.logoUrl !== undefined) row.logo_url = input.logoUrl;
  if (input.bannerImageUrl !== undefined) row.banner_image_url = input.bannerImageUrl || null;
  if (input.visible !== undefined) row.visible = input.visible;
  return row;
}

/** Writes that change nothing are a permission problem in practice (RLS filters them out). */
function nothingDone(message: string): DataError {
  return new DataError('no_rows', `${message} ${PARTNER_MESSAGES.checkAdminPermission}`);
}

/** Every partner for the admin list, by order_index. */
export async function listPartners(db: Db): Promise<Partner[]> {
  const { data } = await requestRows<PartnerRow>('partners', (signal) =>
    db.from('partners').select('*').order('order_index', { ascending: true }).order('name', { ascending: true }).abortSignal(signal),
  );
  return data.map(toPartner);
}

/** Appends a visible partner after the last one (order_index = max + 1). */
export async function createPartner(db: Db, input: PartnerInput): Promise<Partner> {
  const { data: last } = await requestRows<Pick<PartnerRow, 'order_index'>>('partners', (signal) =>
    db.from('partners').select('order_index').order('order_index', { ascending: false }).limit(1).abortSignal(signal),
  );
  const orderIndex = last.length > 0 ? (toNumber(last[0].order_index) ?? 0) + 1 : 0;
  const { data } = await requestRows<PartnerRow>('partners', (signal) =>
    db
      .from('partners')
      .insert({ ...toPartnerRow(input), visible: true, order_index: orderIndex })
      .select('*')
      .abortSignal(signal),
  );
  if (!data[0]) throw nothingDone(PARTNER_MESSAGES.nothingInserted);
  return toPartner(data[0]);
}

export async function updatePartner(db: Db, id: string, input: PartnerChanges): Promise<Partner> {
  const { data } = await requestRows<PartnerRow>('partners', (signal) =>
    db.from('partners').update(toPartnerRow(input)).eq('id', id).select('*').abortSignal(signal),
  );
  if (!data[0]) throw nothingDone(PARTNER_MESSAGES.nothingChanged);
  return toPartner(data[0]);
}

export async function deletePartner(db: Db, id: string): Promise<void> {
  const { data } = await requestRows<{ id: string }>('partners', (signal) => db.from('partners').delete().eq('id', id).select('id').abortSignal(signal));
  if (data.length === 0) throw nothingDone(PARTNER_MESSAGES.nothingDeleted);
}

/** Moves a partner one place up or down and rewrites every order_index as 0..n-1. */
export async function movePartner(db: Db, id: string, direction: 'up' | 'down'): Promise<Partner[]> {
  const partners = await listPartners(db);
  const index = partners.findIndex((partner) => partner.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= partners.length) return partners;
  const reordered = [...partners];
  [reordered[index], reordered[target]] = [reordered[target], reordered[index]];
  for (const [orderIndex, partner] of reordered.entries()) {
    const { data } = await requestRows<{ id: string }>('partners', (signal) =>
      db.from('partners').update({ order_index: orderIndex }).eq('id', partner.id).select('id').abortSignal(signal),
    );
    if (data.length === 0) throw nothingDone(PARTNER_MESSAGES.nothingChanged);
  }
  return reordered.map((partner, orderIndex) => ({ ...partner, orderIndex }));
}

export type PartnerBucket = 'partner-logos' | 'partner-banners';

/** Uploads a logo or banner as `{timestamp}-{random}.{ext}` (cache 3600, no upsert) and returns its public URL. */
export async function uploadPartnerImage(db: Db, bucket: PartnerBucket, file: Blob | ArrayBuffer | Uint8Array, options: { name: string; type: string }): Promise<string> {
  const path = partnerImagePath(fileExtensionOf(options.name, options.type), Date.now(), randomToken());
  const { error } = await db.storage
    .from(bucket)
    .upload(path, await toArrayBuffer(file), { contentType: options.type, cacheControl: String(STORAGE_CACHE_SECONDS), upsert: false });
  if (error) {
    const mapped = toUserError(error, 'images');
    throw new DataError(mapped.code, PARTNER_MESSAGES.uploadFailed(mapped.userMessage), { cause: error, status: mapped.status });
  }
  return publicUrlOf(db, bucket, path);
}

