import type { Db } from './client';
import { requestRows } from './request';

/** A seller as the product form offers it. */
interface SellerChoice {
  id: string;
  name: string;
  active: boolean;
}

/**
 * The sellers a listing can be given to, by name (admins read every one, inactive ones too; the
 * e-mail is not among the columns, which signed-in users cannot read).
 */
export async function listSellerChoices(db: Db): Promise<SellerChoice[]> {
  const { data } = await requestRows<SellerChoice>('products', (signal) =>
    db.from('sellers').select('id,name,active').order('name').abortSignal(signal),
  );
  return data;
}
