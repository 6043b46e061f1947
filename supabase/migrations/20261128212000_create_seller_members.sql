-- Seller staff: an account linked to a seller sees and changes that seller's profile, listings
-- (with their pictures, files, values and private addresses) and leads, and nothing else of the
-- back office. Like admin rights, membership counts only once the account's e-mail is confirmed.
-- An admin invites by e-mail: an existing account is linked at once; an address without an
-- account is kept as an invitation that counts as soon as an account confirms that address.
create table public.seller_members (
  seller_id uuid not null references public.sellers (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The inviting admin, kept after their account goes (as lead_notes.author_id).
  invited_by uuid,
  created_at timestamptz not null default now(),
  primary key (seller_id, user_id)
);

create index seller_members_user_id_idx on public.seller_members (user_id);

create table public.seller_member_invitations (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null references public.sellers (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and public.is_email_address(email)),
  invited_by uuid,
  created_at timestamptz not null default now(),
  constraint seller_member_invitations_seller_email_key unique (seller_id, email)
);

create index seller_member_invitations_email_idx on public.seller_member_invitations (email);

alter table public.seller_members enable row level security;
alter table public.seller_member_invitations enable row level security;

-- Reads the membership tables whatever the caller may read, so it runs with its owner's rights
-- in the schema PostgREST does not serve (as private.is_current_user_admin does).
create function private.current_seller_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.seller_id
  from public.seller_members m
  where m.user_id = (select auth.uid())
    and private.current_user_email() is not null
  union
  select i.seller_id
  from public.seller_member_invitations i
  where i.email = private.current_user_email()
$$;

revoke execute on function private.current_seller_ids() from public, anon;
grant execute on function private.current_seller_ids() to authenticated, service_role;

-- The sellers the signed-in account works for (none for visitors, buyers and unconfirmed e-mails).
create function public.current_seller_ids()
returns setof uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select private.current_seller_ids()
$$;

revoke execute on function public.current_seller_ids() from public, anon;
grant execute on function public.current_seller_ids() to authenticated, service_role;

create policy "Admins read every membership, members their seller's"
  on public.seller_members for select
  to authenticated
  using ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()));

create policy "Admins add members"
  on public.seller_members for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins remove members"
  on public.seller_members for delete
  to authenticated
  using ((select public.is_current_user_admin()));

create policy "Admins read invitations"
  on public.seller_member_invitations for select
  to authenticated
  using ((select public.is_current_user_admin()));

create policy "Admins withdraw invitations"
  on public.seller_member_invitations for delete
  to authenticated
  using ((select public.is_current_user_admin()));

grant select, insert, delete on public.seller_members to authenticated;
grant select, delete on public.seller_member_invitations to authenticated;
grant all on public.seller_members, public.seller_member_invitations to service_role;

-- Each table keeps one policy per role and command (pgTAP 12), so the admin policies are
-- restated with the member's case. Sellers: a member reads and edits their own seller's profile,
-- even while it is deactivated.
drop policy "Active sellers are shown to signed-in users, every seller to admins" on public.sellers;
create policy "Active sellers are shown to signed-in users, every seller to admins, their own to members"
  on public.sellers for select
  to authenticated
  using (active or (select public.is_current_user_admin()) or id in (select public.current_seller_ids()));

drop policy "Admins can edit sellers" on public.sellers;
create policy "Admins can edit sellers, members their own"
  on public.sellers for update
  to authenticated
  using ((select public.is_current_user_admin()) or id in (select public.current_seller_ids()))
  with check ((select public.is_current_user_admin()) or id in (select public.current_seller_ids()));

-- Who the seller is (slug, kind, registration) and what OneBoss vouches for (verified, trusted,
-- active) stay the platform's: a member changes the name, logo, place and contacts only.
create function private.guard_member_seller_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _editable text[] := array['name', 'logo_path', 'uf', 'city_id', 'whatsapp', 'email', 'updated_at'];
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') <> 'authenticated'
    or private.is_current_user_admin() then
    return new;
  end if;
  if (to_jsonb(new) - _editable) is distinct from (to_jsonb(old) - _editable) then
    raise exception 'Só a equipe OneBoss altera o endereço da página, o tipo, o cadastro, a verificação e a confiança do vendedor.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function private.guard_member_seller_change() from public, anon, authenticated;

create trigger sellers_guard_member_change
  before update on public.sellers
  for each row execute function private.guard_member_seller_change();

-- A path segment as a uuid, or null when it is none (a cast would fail the whole query).
create function private.uuid_or_null(_text text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when _text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then _text::uuid end
$$;

grant execute on function private.uuid_or_null(text) to authenticated, service_role;

-- Listings and what hangs on them. Publication and the moderated fields pass the review queue
-- (next migration); the policies only bound which rows a member reaches.
drop policy "Published products are visible to signed-in users, every product to admins" on public.products;
create policy "Published products are visible to signed-in users, every product to admins, their seller's to members"
  on public.products for select
  to authenticated
  using (published or (select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()));

drop policy "Admins can create products" on public.products;
create policy "Admins can create products, members for their seller"
  on public.products for insert
  to authenticated
  with check ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()));

drop policy "Admins can edit products" on public.products;
create policy "Admins can edit products, members their seller's"
  on public.products for update
  to authenticated
  using ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()))
  with check ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()));

drop policy "Admins can delete products" on public.products;
create policy "Admins can delete products, members their seller's"
  on public.products for delete
  to authenticated
  using ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()));

-- Whether a listing is one of the signed-in member's (its row is read under the caller's RLS).
create function public.is_my_seller_listing(_product_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from public.products p
    where p.id = _product_id and p.seller_id in (select public.current_seller_ids())
  )
$$;

revoke execute on function public.is_my_seller_listing(uuid) from public, anon;
grant execute on function public.is_my_seller_listing(uuid) to authenticated, service_role;

drop policy "Admins can add product images" on public.product_images;
create policy "Admins can add product images, members to their listings"
  on public.product_images for insert
  to authenticated
  with check ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id));

drop policy "Admins can edit product images" on public.product_images;
create policy "Admins can edit product images, members their listings'"
  on public.product_images for update
  to authenticated
  using ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id))
  with check ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id));

drop policy "Admins can delete product images" on public.product_images;
create policy "Admins can delete product images, members their listings'"
  on public.product_images for delete
  to authenticated
  using ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id));

drop policy "Admins can read private addresses" on public.product_private_addresses;
create policy "Admins can read private addresses, members their listings'"
  on public.product_private_addresses for select
  to authenticated
  using ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id));

drop policy "Admins can create private addresses" on public.product_private_addresses;
create policy "Admins can create private addresses, members for their listings"
  on public.product_private_addresses for insert
  to authenticated
  with check ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id));

drop policy "Admins can edit private addresses" on public.product_private_addresses;
create policy "Admins can edit private addresses, members their listings'"
  on public.product_private_addresses for update
  to authenticated
  using ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id))
  with check ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id));

drop policy "Admins can delete private addresses" on public.product_private_addresses;
create policy "Admins can delete private addresses, members their listings'"
  on public.product_private_addresses for delete
  to authenticated
  using ((select public.is_current_user_admin()) or public.is_my_seller_listing(product_id));

-- A listing's files live under products/{product id}/ (libs/domain productImagePath).
create policy "Members upload their listings' picture files"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'products' and public.is_my_seller_listing(private.uuid_or_null(split_part(name, '/', 1))));

create policy "Members replace their listings' picture files"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'products' and public.is_my_seller_listing(private.uuid_or_null(split_part(name, '/', 1))))
  with check (bucket_id = 'products' and public.is_my_seller_listing(private.uuid_or_null(split_part(name, '/', 1))));

create policy "Members delete their listings' picture files"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'products' and public.is_my_seller_listing(private.uuid_or_null(split_part(name, '/', 1))));

create policy "Members list their listings' picture files"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'products' and public.is_my_seller_listing(private.uuid_or_null(split_part(name, '/', 1))));

-- Leads: a member reads their seller's leads and moves them along the pipeline; deleting a lead
-- stays with admins.
drop policy "Admins can read leads" on public.leads;
create policy "Admins can read leads, members their seller's"
  on public.leads for select
  to authenticated
  using ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()));

drop policy "Admins can change leads" on public.leads;
create policy "Admins can change leads, members their seller's"
  on public.leads for update
  to authenticated
  using ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()))
  with check ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()));

-- What the buyer sent and where it came from is the record: a member changes the status only
-- (the columns the database itself keeps follow from it).
create function private.guard_member_lead_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _kept_by_database text[] := array['status', 'updated_at', 'first_response_at'];
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') <> 'authenticated'
    or private.is_current_user_admin() then
    return new;
  end if;
  if (to_jsonb(new) - _kept_by_database) is distinct from (to_jsonb(old) - _kept_by_database) then
    raise exception 'Vendedores alteram só o status do contato.' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function private.guard_member_lead_change() from public, anon, authenticated;

-- Named to fire before the other update triggers, so it compares what the request changed.
create trigger leads_0_guard_member_change
  before update on public.leads
  for each row execute function private.guard_member_lead_change();

drop policy "Admins can read lead notes" on public.lead_notes;
create policy "Admins can read lead notes, members their seller's"
  on public.lead_notes for select
  to authenticated
  using ((select public.is_current_user_admin()) or exists (
    select 1 from public.leads l
    where l.id = lead_id and l.seller_id in (select public.current_seller_ids())
  ));

drop policy "Admins can write lead notes" on public.lead_notes;
create policy "Admins can write lead notes, members on their seller's leads"
  on public.lead_notes for insert
  to authenticated
  with check ((select public.is_current_user_admin()) or exists (
    select 1 from public.leads l
    where l.id = lead_id and l.seller_id in (select public.current_seller_ids())
  ));

-- The audit log: a member reads the entries of their own writes, nothing else.
drop policy "Admins can read the audit log" on public.audit_log;
create policy "Admins can read the audit log, signed-in users the entries of their own writes"
  on public.audit_log for select
  to authenticated
  using ((select public.is_current_user_admin()) or actor_id = (select auth.uid()));

-- Members' writes are staff writes: recorded like an admin's. Membership rows have no id of
-- their own and are named by their seller's.
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
  if not (
    _role = 'service_role'
    or (_role = 'authenticated' and (private.is_current_user_admin() or exists (select 1 from private.current_seller_ids())))
  ) then
    return null;
  end if;
  if tg_op = 'UPDATE' and _old = _new then
    return null;
  end if;
  insert into public.audit_log (table_name, record_id, action, actor_id, actor_email, actor_role, old_values, new_values)
  values (
    tg_table_name,
    coalesce(_row ->> 'id', _row ->> 'product_id', _row ->> 'email', _row ->> 'seller_id'),
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

create trigger seller_members_audit
  after insert or update or delete on public.seller_members
  for each row execute function private.record_audit_entry();

create trigger seller_member_invitations_audit
  after insert or update or delete on public.seller_member_invitations
  for each row execute function private.record_audit_entry();

-- An admin's invitation: links the account that holds the address, or keeps the address until an
-- account confirms it, and mails the invitee through the outbox (the deliverer adds the
-- storefront's address to the link, where an account is created and its e-mail confirmed).
-- Returns 'linked' or 'invited'.
create function private.invite_seller_member(_seller_id uuid, _email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(coalesce(_email, '')));
  _seller_name text;
  _user_id uuid;
begin
  if not private.is_current_user_admin() then
    raise exception 'Apenas administradores convidam membros de vendedores.' using errcode = '42501';
  end if;
  if length(_address) > 254 or not public.is_email_address(_address) then
    raise exception 'Informe um e-mail válido.' using errcode = '22023';
  end if;
  select s.name into _seller_name from public.sellers s where s.id = _seller_id;
  if _seller_name is null then
    raise exception 'Vendedor não encontrado.' using errcode = 'P0002';
  end if;

  select u.id into _user_id from auth.users u where lower(btrim(u.email)) = _address limit 1;
  if _user_id is not null then
    insert into public.seller_members (seller_id, user_id, invited_by)
    values (_seller_id, _user_id, (select auth.uid()))
    on conflict (seller_id, user_id) do nothing;
  else
    insert into public.seller_member_invitations (seller_id, email, invited_by)
    values (_seller_id, _address, (select auth.uid()))
    on conflict (seller_id, email) do nothing;
  end if;

  insert into private.email_outbox (recipient, subject, body, link_path)
  values (
    _address,
    'Convite para a equipe de ' || _seller_name || ' na OneBoss',
    'Você foi convidado para cuidar dos anúncios e contatos de ' || _seller_name || ' no painel da OneBoss.' || E'\n\n'
      || 'Entre no painel com este e-mail. Se ainda não tem conta, crie uma pelo link abaixo e confirme o e-mail:' || E'\n'
      || '{{link}}' || E'\n\n'
      || 'Se já tem conta e não lembra a senha, use "Esqueceu sua senha?" na entrada do painel.' || E'\n\n'
      || 'O acesso só vale depois que o e-mail estiver confirmado. Se não esperava este convite, ignore este e-mail.',
    '/login'
  );
  return case when _user_id is null then 'invited' else 'linked' end;
end;
$$;

revoke execute on function private.invite_seller_member(uuid, text) from public, anon;
grant execute on function private.invite_seller_member(uuid, text) to authenticated;

create function public.invite_seller_member(_seller_id uuid, _email text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.invite_seller_member(_seller_id, _email)
$$;

revoke execute on function public.invite_seller_member(uuid, text) from public, anon;
grant execute on function public.invite_seller_member(uuid, text) to authenticated, service_role;

-- A seller's team as the members list shows it: each account's e-mail and whether it is confirmed
-- (auth.users is no request role's to read). For admins and the seller's own members only.
create function private.seller_team(_seller_id uuid)
returns table (user_id uuid, email text, email_confirmed boolean, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, u.email::text, u.email_confirmed_at is not null, m.created_at
  from public.seller_members m
  join auth.users u on u.id = m.user_id
  where m.seller_id = _seller_id
    and (private.is_current_user_admin() or _seller_id in (select private.current_seller_ids()))
  order by m.created_at, u.email
$$;

revoke execute on function private.seller_team(uuid) from public, anon;
grant execute on function private.seller_team(uuid) to authenticated;

create function public.seller_team(_seller_id uuid)
returns table (user_id uuid, email text, email_confirmed boolean, created_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.seller_team(_seller_id)
$$;

revoke execute on function public.seller_team(uuid) from public, anon;
grant execute on function public.seller_team(uuid) to authenticated, service_role;
