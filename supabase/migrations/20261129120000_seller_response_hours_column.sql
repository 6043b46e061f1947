-- A listing's seller's average hours to answer a lead as a computed column of products, so the
-- product page reads it in its one request (`select=*,seller_response_hours,...`) instead of a
-- second request that had to wait for the first to learn the seller. On products, not sellers:
-- a computed column takes the whole row, and visitors may not read a seller's e-mail column.
-- Null below five answered leads in 180 days, as seller_response_time.
create function public.seller_response_hours(_product public.products)
returns numeric
language sql
stable
set search_path = ''
as $$
  select (private.seller_response_time(_product.seller_id) ->> 'average_hours')::numeric
$$;

revoke execute on function public.seller_response_hours(public.products) from public;
grant execute on function public.seller_response_hours(public.products) to anon, authenticated, service_role;
