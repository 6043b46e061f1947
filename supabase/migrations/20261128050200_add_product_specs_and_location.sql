-- A listing's typed specifications and its public location live on its row: the values are
-- validated against the category's definitions by the next migration's trigger, the city is one
-- of IBGE's municipalities in the listing's UF. The exact address is private (its own table,
-- admins only) and never read by the storefront.
alter table public.products
  add column specs jsonb not null default '{}'::jsonb,
  add column uf char(2),
  add column city_id integer,
  add column neighbourhood text,
  add constraint products_specs_object check (jsonb_typeof(specs) = 'object'),
  add constraint products_uf_check check (uf in (
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
    'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'
  )),
  -- Without a UF the composite key below would not be checked at all.
  add constraint products_city_needs_uf check (city_id is null or uf is not null),
  add constraint products_city_in_uf foreign key (city_id, uf) references public.municipalities (id, uf),
  add constraint products_neighbourhood_check check (
    length(btrim(neighbourhood)) between 1 and 80 and public.is_printable_line(neighbourhood)
  );

create index products_city_uf_idx on public.products (city_id, uf);

create table public.product_private_addresses (
  product_id uuid primary key references public.products (id) on delete cascade,
  address text not null constraint product_private_addresses_address_check check (
    length(btrim(address)) between 1 and 300 and public.is_printable_line(address)
  ),
  updated_at timestamptz not null default now()
);

alter table public.product_private_addresses enable row level security;

create trigger product_private_addresses_set_updated_at
  before update on public.product_private_addresses
  for each row execute function public.set_updated_at();

create policy "Admins can read private addresses"
  on public.product_private_addresses for select
  to authenticated
  using ((select public.is_current_user_admin()));

create policy "Admins can create private addresses"
  on public.product_private_addresses for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit private addresses"
  on public.product_private_addresses for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete private addresses"
  on public.product_private_addresses for delete
  to authenticated
  using ((select public.is_current_user_admin()));

-- Visitors hold no grant at all: the address is never public.
grant select, insert, update, delete on public.product_private_addresses to authenticated;
grant all on public.product_private_addresses to service_role;

-- The audit log names a row by its id; this table's id is its product's.
create or replace function private.record_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  _old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  _new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  _row jsonb := coalesce(_new, _old);
begin
  if not (_role = 'service_role' or (_role = 'authenticated' and private.is_current_user_admin())) then
    return null;
  end if;
  if tg_op = 'UPDATE' and _old = _new then
    return null;
  end if;
  insert into public.audit_log (table_name, record_id, action, actor_id, actor_email, actor_role, old_values, new_values)
  values (
    tg_table_name,
    coalesce(_row ->> 'id', _row ->> 'product_id', _row ->> 'email'),
    lower(tg_op),
    (select auth.uid()),
    private.current_user_email(),
    _role,
    _old,
    _new
  );
  return null;
end;
$$;

revoke execute on function private.record_audit_entry() from public, anon, authenticated;

create trigger product_private_addresses_audit
  after insert or update or delete on public.product_private_addresses
  for each row execute function private.record_audit_entry();
