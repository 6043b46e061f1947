import {
  DEFAULT_FAVOURITE_ALERTS,
  type AlertFrequency,
  type FavouriteAlertPreferences,
  type NewSavedSearch,
} from '@oneboss/domain';
import { shopRequest } from './catalogue/shop-request';
import type { Db } from './client';
import { request } from './request';

/** Saves the shop's current filters for the signed-in buyer; answers the new search's id. */
export async function saveSearch(db: Db, search: NewSavedSearch): Promise<string> {
  const { data } = await shopRequest<{ id: string }>('profiles', (signal) =>
    db
      .from('saved_searches')
      .insert({ name: search.name, search: { path: search.path, query: search.query }, criteria: search.criteria, frequency: search.frequency })
      .select('id')
      .abortSignal(signal)
      .single(),
  );
  return data?.id ?? '';
}

/** Renames one of the buyer's saved searches and/or changes how often it alerts. */
export async function updateSavedSearch(db: Db, id: string, changes: { name?: string; frequency?: AlertFrequency }): Promise<void> {
  await request('profiles', (signal) => db.from('saved_searches').update(changes).eq('id', id).abortSignal(signal));
}

export async function deleteSavedSearch(db: Db, id: string): Promise<void> {
  await request('profiles', (signal) => db.from('saved_searches').delete().eq('id', id).abortSignal(signal));
}

interface AlertPreferencesRow {
  price_drop: boolean;
  sold: boolean;
  back_on_sale: boolean;
}

/** The buyer's favourites' alerts; all on while they never chose. */
export async function getFavouriteAlerts(db: Db): Promise<FavouriteAlertPreferences> {
  const { data } = await request<AlertPreferencesRow | null>('profiles', (signal) =>
    db.from('alert_preferences').select('price_drop, sold, back_on_sale').abortSignal(signal).maybeSingle(),
  );
  return data ? { priceDrop: data.price_drop, sold: data.sold, backOnSale: data.back_on_sale } : { ...DEFAULT_FAVOURITE_ALERTS };
}

export async function saveFavouriteAlerts(db: Db, userId: string, preferences: FavouriteAlertPreferences): Promise<void> {
  const row = { price_drop: preferences.priceDrop, sold: preferences.sold, back_on_sale: preferences.backOnSale };
  // The row exists once the buyer or the alerts' job wrote it: update it, else create it.
  const { data } = await request<Array<{ user_id: string }>>('profiles', (signal) =>
    db.from('alert_preferences').update(row).eq('user_id', userId).select('user_id').abortSignal(signal),
  );
  if (data && data.length > 0) return;
  await request('profiles', (signal) => db.from('alert_preferences').insert(row).abortSignal(signal));
}
