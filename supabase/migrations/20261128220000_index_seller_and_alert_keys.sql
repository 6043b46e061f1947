-- Every foreign key indexed (Supabase's unindexed_foreign_keys): deleting a product, a saved search,
-- a municipality or an account looks up the rows that reference it, which without an index is a
-- scan of the whole referencing table per deleted row.
create index sellers_verified_by_idx on public.sellers (verified_by);
create index sellers_city_idx on public.sellers (city_id, uf);
create index favourite_alert_state_product_idx on public.favourite_alert_state (product_id);
create index alert_deliveries_saved_search_idx on public.alert_deliveries (saved_search_id);
create index alert_deliveries_product_idx on public.alert_deliveries (product_id);
