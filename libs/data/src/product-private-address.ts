import type { Db } from './client';
import { request } from './request';

/**
 * A listing's exact address: its own table, read and written by admins only (RLS), never by the
 * storefront. Null when the listing has none.
 */
export async function getProductPrivateAddress(db: Db, productId: string): Promise<string | null> {
  const { data } = await request<{ address: string }>('products', (signal) =>
    db.from('product_private_addresses').select('address').eq('product_id', productId).abortSignal(signal).maybeSingle(),
  );
  return data?.address ?? null;
}

/** Saves the exact address, or removes it when the form left it empty. */
export async function saveProductPrivateAddress(db: Db, productId: string, address: string | null): Promise<void> {
  const text = address?.trim() ?? '';
  await request('products', (signal) =>
    text === ''
      ? db.from('product_private_addresses').delete().eq('product_id', productId).abortSignal(signal)
      : db.from('product_private_addresses').upsert({ product_id: productId, address: text }, { onConflict: 'product_id' }).abortSignal(signal),
  );
}
