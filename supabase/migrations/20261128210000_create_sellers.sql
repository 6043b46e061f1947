-- Sellers (issue 32; docs/contracts.md): every listing belongs to exactly one seller, OneBoss itself
-- for its own stock. Visitors read active sellers without their e-mail (column privileges); admins
-- write everything. An inactive seller's listings leave the shop (product_search) and the product
-- page (a restrictive policy on products) for everyone but admins.
create table public.sellers (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    constraint sellers_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  name text not null
    constraint sellers_name_length check (length(btrim(name)) between 1 and 120),
  kind text not null
    constraint sellers_kind_known check (kind in ('concessionaria', 'imobiliaria', 'corretor', 'particular', 'oneboss')),
  logo_path text
    constraint sellers_logo_path_length check (length(logo_path) between 1 and 300),
  uf char(2),
  city_id integer,
  whatsapp text not null
    constraint sellers_whatsapp_format check (whatsapp ~ '^[1-9][0-9]{9,14}$'),
  email text
    constraint sellers_email_format check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  cnpj text
    constraint sellers_cnpj_format check (cnpj ~ '^[0-9]{14}$'),
  creci text
    constraint sellers_creci_format check (creci ~ '^[0-9]{1,7}(-[FJ])?$'),
  verified_at timestamptz,
  verified_by uuid references auth.users (id) on delete set null,
  verified_note text
    constraint sellers_verified_note_length check (length(verified_note) <= 300),
  trusted boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sellers_city_in_uf foreign key (city_id, uf) references public.municipalities (id, uf),
  constraint sellers_city_needs_uf check (city_id is null or uf is not null),
  -- A verified mark always says what was verified.
  constraint sellers_verified_note_present check (verified_at is null or length(btrim(verified_note)) > 0)
);

comment on column public.sellers.email is 'The seller''s contact e-mail: not readable by anon or authenticated (column privileges); admins read it with public.seller_emails().';

alter table public.sellers enable row level security;

create trigger sellers_set_updated_at
  before update on public.sellers
  for each row execute function public.set_updated_at();

create trigger sellers_audit
  after insert or update or delete on public.sellers
  for each row execute function private.record_audit_entry();

insert into public.sellers (id, slug, name, kind, uf, city_id, whatsapp, verified_at, verified_note, trusted)
values ('00000000-0000-4000-8000-000000000001', 'oneboss', 'OneBoss', 'oneboss', 'SP', 3550308, '5511999999999',
  '2026-10-12 12:00:00+00', 'Estoque próprio da OneBoss', true);

create policy "Active sellers are shown to visitors"
  on public.sellers for select
  to anon
  using (active);

create policy "Active sellers are shown to signed-in users, every seller to admins"
  on public.sellers for select
  to authenticated
  using (active or (select public.is_current_user_admin()));

create policy "Admins can add sellers"
  on public.sellers for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit sellers"
  on public.sellers for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete sellers"
  on public.sellers for delete
  to authenticated
  using ((select public.is_current_user_admin()));

-- Every column but the e-mail is readable; writes go through RLS (admins only).
revoke all on public.sellers from anon, authenticated;
grant select (id, slug, name, kind, logo_path, uf, city_id, whatsapp, cnpj, creci, verified_at, verified_by,
  verified_note, trusted, active, created_at, updated_at) on public.sellers to anon, authenticated;
grant insert, update, delete on public.sellers to authenticated;
grant all on public.sellers to service_role;

-- The e-mails of the sellers the caller may manage (admins: all). A function, since a column
-- privilege cannot tell an admin from any other signed-in user.
-- Security definer in the private schema, behind a plain public function (Supabase's lint 0029:
-- no security definer function in an exposed schema that signed-in users may run).
create function private.seller_emails()
returns table (seller_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.email from public.sellers s where (select public.is_current_user_admin());
$$;

revoke execute on function private.seller_emails() from public, anon, authenticated;
grant execute on function private.seller_emails() to authenticated, service_role;

create function public.seller_emails()
returns table (seller_id uuid, email text)
language sql
stable
set search_path = ''
as $$
  select e.seller_id, e.email from private.seller_emails() e;
$$;

revoke execute on function public.seller_emails() from public, anon, authenticated;
grant execute on function public.seller_emails() to authenticated, service_role;

-- Every listing has a seller; existing ones (and any insert that names none) are OneBoss's.
alter table public.products
  add column seller_id uuid not null default '00000000-0000-4000-8000-000000000001'
    references public.sellers (id) on delete restrict;

create index products_seller_id_idx on public.products (seller_id);

-- A deactivated seller's listings disappear from the product page and every product read of the
-- public; admins still see them. Visitors may not call is_current_user_admin(), so each role has
-- its own restrictive policy. The active sellers' ids are read once per query (a hashed subplan),
-- not once per listing.
create policy "Inactive sellers' listings are hidden from visitors"
  on public.products as restrictive for select
  to anon
  using (seller_id = any (select s.id from public.sellers s where s.active));

create policy "Inactive sellers' listings are shown to admins only"
  on public.products as restrictive for select
  to authenticated
  using (
    seller_id = any (select s.id from public.sellers s where s.active)
    or (select public.is_current_user_admin())
  );

-- The shop's search rows carry the seller, for the seller page's filter, and hold only the
-- listings of active sellers.
alter table public.product_search
  add column seller_id uuid not null default '00000000-0000-4000-8000-000000000001';

update public.product_search s set seller_id = p.seller_id from public.products p where p.id = s.product_id;

create index product_search_seller_idx on public.product_search (seller_id)
  include (category_id, subcategory_id, attribute_id, sort_price, uf, city_id, spec_numbers, spec_options, product_id, featured, name, created_at);

-- As in 20261128051000, with the seller: a listing is searchable when published and its seller active.
create or replace function public.sync_product_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.product_search s
    using changed_rows c
    where s.product_id = c.id
      and (not c.published or not exists (select 1 from public.sellers v where v.id = c.seller_id and v.active));
  end if;
  insert into public.product_search (
    product_id, search_text, category_id, subcategory_id, attribute_id, featured, name, name_text, sort_price, created_at,
    uf, city_id, spec_numbers, spec_options, seller_id
  )
  select c.id,
         public.product_search_text(c.search_text, c.category_id, c.subcategory_id, c.specs, c.uf, c.city_id, c.neighbourhood),
         c.category_id, c.subcategory_id, c.attribute_id, c.featured, c.name, lower(public.f_unaccent(c.name)), c.sort_price, c.created_at,
         c.uf, c.city_id, private.product_spec_numbers(c.category_id, c.specs), private.product_spec_codes(c.category_id, c.specs),
         c.seller_id
  from changed_rows c
  where c.published and exists (select 1 from public.sellers v where v.id = c.seller_id and v.active)
  on conflict (product_id) do update set
    search_text = excluded.search_text,
    category_id = excluded.category_id,
    subcategory_id = excluded.subcategory_id,
    attribute_id = excluded.attribute_id,
    featured = excluded.featured,
    name = excluded.name,
    name_text = excluded.name_text,
    sort_price = excluded.sort_price,
    created_at = excluded.created_at,
    uf = excluded.uf,
    city_id = excluded.city_id,
    spec_numbers = excluded.spec_numbers,
    spec_options = excluded.spec_options,
    seller_id = excluded.seller_id;
  return null;
end;
$$;

-- A seller deactivated takes its listings out of the shop; reactivated, its published ones return.
create function private.sync_seller_listings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.active then
    delete from public.product_search s where s.seller_id = new.id;
  else
    insert into public.product_search (
      product_id, search_text, category_id, subcategory_id, attribute_id, featured, name, name_text, sort_price, created_at,
      uf, city_id, spec_numbers, spec_options, seller_id
    )
    select p.id,
           public.product_search_text(p.search_text, p.category_id, p.subcategory_id, p.specs, p.uf, p.city_id, p.neighbourhood),
           p.category_id, p.subcategory_id, p.attribute_id, p.featured, p.name, lower(public.f_unaccent(p.name)), p.sort_price, p.created_at,
           p.uf, p.city_id, private.product_spec_numbers(p.category_id, p.specs), private.product_spec_codes(p.category_id, p.specs),
           p.seller_id
    from public.products p
    where p.seller_id = new.id and p.published
    on conflict (product_id) do nothing;
  end if;
  return null;
end;
$$;

revoke execute on function private.sync_seller_listings() from public, anon, authenticated;

create trigger sellers_sync_listings_after_active_change
  after update of active on public.sellers
  for each row when (old.active is distinct from new.active)
  execute function private.sync_seller_listings();

-- Seller logos: a public bucket like the partners' logos; admins write and list.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('seller-logos', 'seller-logos', true, 2097152, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins can upload seller logos"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'seller-logos' and (select public.is_current_user_admin()));

create policy "Admins can replace seller logos"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'seller-logos' and (select public.is_current_user_admin()))
  with check (bucket_id = 'seller-logos' and (select public.is_current_user_admin()));

create policy "Admins can delete seller logos"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'seller-logos' and (select public.is_current_user_admin()));

create policy "Admins can list seller logos"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'seller-logos' and (select public.is_current_user_admin()));
