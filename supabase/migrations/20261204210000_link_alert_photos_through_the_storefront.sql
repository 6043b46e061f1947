-- An alert e-mail's photo line links the storefront's share image of the listing
-- ({{site}}/og/produto/<id>.jpg), which reads only the project's own products bucket, instead of
-- the stored picture URL. Where the database is not told the project's origin
-- (oneboss.storage_origin), a seller's staff may store a picture URL on any host shaped like the
-- bucket's path; the pages do not load it (their CSP), but the e-mail carried it to buyers as a
-- link from OneBoss.
create or replace function private.alert_listing_lines(_product_id uuid, _note text)
returns text
language sql
stable
set search_path = ''
as $$
  select '• ' || p.name || coalesce(' (' || _note || ')', '') || ' — '
    || case when p.price_on_request then 'Sob Consulta'
            when coalesce(p.sale_price, p.price) is null then 'Sob Consulta'
            else private.brl(coalesce(p.sale_price, p.price)) end || E'\n'
    || case when exists (select 1 from public.product_images i where i.product_id = p.id)
            then '  Foto: {{site}}/og/produto/' || p.id || E'.jpg\n'
            else '' end
    || '  {{site}}/produto/' || p.id
  from public.products p
  where p.id = _product_id
$$;

revoke execute on function private.alert_listing_lines(uuid, text) from public, anon, authenticated;
