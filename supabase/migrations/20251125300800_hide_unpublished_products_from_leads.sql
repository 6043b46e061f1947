-- A visitor's lead naming an unpublished product passed the foreign key (201) while a random id
-- failed it (409): the answer told which hidden ids exist. A visitor may name a published product
-- only, and anything else gets one answer, before the foreign key is checked. SECURITY INVOKER:
-- the lookup sees what the visitor's own policies show.
create function public.check_visitor_lead_product()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.product_id is not null
    and public.is_visitor_request()
    and not exists (select 1 from public.products p where p.id = new.product_id and p.published)
  then
    raise exception 'Produto não encontrado.' using errcode = 'PT400', hint = 'lead_product_not_found';
  end if;
  return new;
end;
$$;

revoke execute on function public.check_visitor_lead_product() from public, anon, authenticated;

create trigger leads_check_product
  before insert on public.leads
  for each row execute function public.check_visitor_lead_product();
