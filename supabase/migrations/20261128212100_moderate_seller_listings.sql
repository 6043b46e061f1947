-- Moderation of sellers' listings (docs/contracts.md, "Moderation"). A member of a seller that is
-- not trusted cannot make anything public by themselves: publishing a listing, or changing the
-- price, sale price, description or pictures of a published one, is held as a revision that an
-- admin approves (applying it) or rejects with a reason. The listing row keeps the last approved
-- values meanwhile, so every public read (REST, RPCs, sitemap) shows them without knowing of the
-- queue. A draft (unpublished listing) changes freely: its publication is what is reviewed.
--
-- Proposed listing values wait in product_revisions.changes (column name -> value); proposed
-- pictures wait on product_images.pending ('add': hidden from the public until approved;
-- 'remove': still shown until approved).
create table public.product_revisions (
  id uuid primary key default gen_random_uuid(),
  -- Deferred: a new listing's revision is written by the listing's own insert trigger.
  product_id uuid not null references public.products (id) on delete cascade deferrable initially deferred,
  seller_id uuid not null references public.sellers (id) on delete cascade,
  changes jsonb not null default '{}'::jsonb check (jsonb_typeof(changes) = 'object'),
  pictures_changed boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text check (length(btrim(reason)) between 1 and 1000 and public.is_printable_text(reason)),
  -- Who proposed and who reviewed, kept after their accounts go (as lead_notes.author_id).
  submitted_by uuid,
  submitted_at timestamptz not null default now(),
  reviewed_by uuid,
  reviewed_at timestamptz,
  constraint product_revisions_rejection_has_reason check (status <> 'rejected' or reason is not null)
);

-- One open revision per listing: later changes join it.
create unique index product_revisions_one_pending_idx on public.product_revisions (product_id) where status = 'pending';
create index product_revisions_status_submitted_idx on public.product_revisions (status, submitted_at);
create index product_revisions_seller_idx on public.product_revisions (seller_id, submitted_at desc);

alter table public.product_revisions enable row level security;

create policy "Admins read every revision, members their seller's"
  on public.product_revisions for select
  to authenticated
  using ((select public.is_current_user_admin()) or seller_id in (select public.current_seller_ids()));

-- Written only by the triggers and the review functions below.
grant select on public.product_revisions to authenticated;
grant all on public.product_revisions to service_role;

create trigger product_revisions_audit
  after insert or update or delete on public.product_revisions
  for each row execute function private.record_audit_entry();

alter table public.product_images
  add column pending text check (pending in ('add', 'remove'));

drop policy "Images of published products are visible to visitors" on public.product_images;
drop policy "Images of published products are visible to signed-in users, every image to admins" on public.product_images;

create policy "Approved images of published products are visible to visitors"
  on public.product_images for select
  to anon
  using (
    pending is distinct from 'add'
    and exists (select 1 from public.products p where p.id = product_id and p.published)
  );

create policy "Approved images of published products are visible to signed-in users, every image to admins, their listings' to members"
  on public.product_images for select
  to authenticated
  using (
    (select public.is_current_user_admin())
    or public.is_my_seller_listing(product_id)
    or (
      pending is distinct from 'add'
      and exists (select 1 from public.products p where p.id = product_id and p.published)
    )
  );

-- Whether this request is a seller member's whose changes wait for review (not an admin, not the
-- service key, not a migration or the seed, and the seller is not trusted).
create function private.is_held_for_review(_seller_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') = 'authenticated'
    and not private.is_current_user_admin()
    and not coalesce((select s.trusted from public.sellers s where s.id = _seller_id), false)
$$;

revoke execute on function private.is_held_for_review(uuid) from public, anon, authenticated;

-- Adds proposed values to the listing's open revision, opening one if needed.
create function private.propose_product_changes(_product_id uuid, _seller_id uuid, _changes jsonb, _pictures boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.product_revisions (product_id, seller_id, changes, pictures_changed, submitted_by)
  values (_product_id, _seller_id, _changes, _pictures, (select auth.uid()))
  on conflict (product_id) where status = 'pending' do update
    set changes = public.product_revisions.changes || excluded.changes,
        pictures_changed = public.product_revisions.pictures_changed or excluded.pictures_changed,
        seller_id = excluded.seller_id,
        submitted_by = excluded.submitted_by,
        submitted_at = now();
end;
$$;

revoke execute on function private.propose_product_changes(uuid, uuid, jsonb, boolean) from public, anon, authenticated;

create function private.hold_member_product_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _staff boolean := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') <> 'authenticated'
    or private.is_current_user_admin();
  _changes jsonb := '{}'::jsonb;
  _column text;
begin
  if _staff then
    return new;
  end if;
  -- The home page's highlights are the platform's choice.
  new.featured := case when tg_op = 'INSERT' then false else old.featured end;
  -- A member's new listing that names no seller (the column default is OneBoss's) is their
  -- seller's, so the panel's form needs no seller field for them.
  if tg_op = 'INSERT' and new.seller_id = '00000000-0000-4000-8000-000000000001'
    and new.seller_id not in (select private.current_seller_ids()) then
    new.seller_id := coalesce((select min(t.seller_id::text)::uuid from private.current_seller_ids() as t(seller_id)), new.seller_id);
  end if;
  if not private.is_held_for_review(new.seller_id) then
    return new;
  end if;

  if tg_op = 'INSERT' then
    if new.published then
      new.published := false;
      perform private.propose_product_changes(new.id, new.seller_id, '{"published": true}'::jsonb, false);
    end if;
    return new;
  end if;

  if new.published and not old.published then
    new.published := false;
    _changes := _changes || '{"published": true}'::jsonb;
  end if;
  if old.published then
    foreach _column in array array['price', 'sale_price', 'price_on_request', 'short_description', 'description'] loop
      if (to_jsonb(new) -> _column) is distinct from (to_jsonb(old) -> _column) then
        _changes := _changes || jsonb_build_object(_column, to_jsonb(new) -> _column);
      end if;
    end loop;
    new.price := old.price;
    new.sale_price := old.sale_price;
    new.price_on_request := old.price_on_request;
    new.short_description := old.short_description;
    new.description := old.description;
  end if;
  if _changes <> '{}'::jsonb then
    perform private.propose_product_changes(new.id, new.seller_id, _changes, false);
  end if;
  return new;
end;
$$;

revoke execute on function private.hold_member_product_change() from public, anon, authenticated;

create trigger products_hold_member_change
  before insert or update on public.products
  for each row execute function private.hold_member_product_change();

-- Pictures of a published listing: a member's new picture waits hidden, a removed one stays until
-- the removal is approved; a picture's file cannot be swapped in place. The pending mark is the
-- review's alone.
create function private.hold_member_picture_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _row public.product_images := case when tg_op = 'DELETE' then old else new end;
  _seller_id uuid;
  _published boolean;
begin
  -- Gone with its listing (a cascade) or written by staff: nothing to hold.
  select p.seller_id, p.published into _seller_id, _published from public.products p where p.id = _row.product_id;
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') <> 'authenticated'
    or private.is_current_user_admin() or _seller_id is null then
    return case when tg_op = 'DELETE' then old else new end;
  end if;

  if tg_op = 'INSERT' then
    new.pending := null;
    if _published and private.is_held_for_review(_seller_id) then
      new.pending := 'add';
      perform private.propose_product_changes(new.product_id, _seller_id, '{}'::jsonb, true);
    end if;
    return new;
  elsif tg_op = 'UPDATE' then
    if current_setting('oneboss.picture_removal', true) = 'on' then
      return new;
    end if;
    new.pending := old.pending;
    if _published and private.is_held_for_review(_seller_id) and new.url is distinct from old.url then
      raise exception 'Para trocar uma foto de um anúncio publicado, adicione a nova e remova a antiga: a troca passa por aprovação.'
        using errcode = '42501';
    end if;
    return new;
  end if;

  if _published and private.is_held_for_review(_seller_id) and old.pending is distinct from 'add' then
    -- Marked through this trigger's own update, which the flag lets past the member guard above;
    -- 'oneboss.picture_removal' is no setting PostgREST passes from a request.
    perform set_config('oneboss.picture_removal', 'on', true);
    update public.product_images set pending = 'remove' where id = old.id;
    perform set_config('oneboss.picture_removal', 'off', true);
    perform private.propose_product_changes(old.product_id, _seller_id, '{}'::jsonb, true);
    return null;
  end if;
  return old;
end;
$$;

revoke execute on function private.hold_member_picture_change() from public, anon, authenticated;

create trigger product_images_hold_member_change
  before insert or update or delete on public.product_images
  for each row execute function private.hold_member_picture_change();

-- An admin's review. Approving applies the proposed values (as the admin: audited as theirs) and
-- the pictures; rejecting drops them and keeps the reason for the seller.
create function private.review_product_revision(_revision_id uuid, _approve boolean, _reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _revision public.product_revisions;
  _changes jsonb;
  _note text := nullif(btrim(coalesce(_reason, '')), '');
begin
  if not private.is_current_user_admin() then
    raise exception 'Apenas administradores aprovam ou recusam alterações de anúncios.' using errcode = '42501';
  end if;
  if not _approve and _note is null then
    raise exception 'Informe o motivo da recusa: o vendedor verá essa explicação.' using errcode = '22023';
  end if;
  select * into _revision from public.product_revisions r where r.id = _revision_id for update;
  if _revision.id is null then
    raise exception 'Alteração não encontrada.' using errcode = 'P0002';
  end if;
  if _revision.status <> 'pending' then
    raise exception 'Esta alteração já foi revisada.' using errcode = '55000';
  end if;

  _changes := _revision.changes;
  if _approve then
    update public.products p set
      price = case when _changes ? 'price' then (_changes ->> 'price')::numeric else p.price end,
      sale_price = case when _changes ? 'sale_price' then (_changes ->> 'sale_price')::numeric else p.sale_price end,
      price_on_request = case when _changes ? 'price_on_request' then (_changes ->> 'price_on_request')::boolean else p.price_on_request end,
      short_description = case when _changes ? 'short_description' then _changes ->> 'short_description' else p.short_description end,
      description = case when _changes ? 'description' then _changes ->> 'description' else p.description end,
      published = case when _changes ? 'published' then (_changes ->> 'published')::boolean else p.published end
    where p.id = _revision.product_id;
    delete from public.product_images i where i.product_id = _revision.product_id and i.pending = 'remove';
    update public.product_images i set pending = null where i.product_id = _revision.product_id and i.pending = 'add';
  else
    delete from public.product_images i where i.product_id = _revision.product_id and i.pending = 'add';
    update public.product_images i set pending = null where i.product_id = _revision.product_id and i.pending = 'remove';
  end if;

  update public.product_revisions r
  set status = case when _approve then 'approved' else 'rejected' end,
      reason = case when _approve then null else _note end,
      reviewed_by = (select auth.uid()),
      reviewed_at = now()
  where r.id = _revision_id;
end;
$$;

revoke execute on function private.review_product_revision(uuid, boolean, text) from public, anon;
grant execute on function private.review_product_revision(uuid, boolean, text) to authenticated;

create function public.approve_product_revision(_revision_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.review_product_revision(_revision_id, true, null)
$$;

create function public.reject_product_revision(_revision_id uuid, _reason text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.review_product_revision(_revision_id, false, _reason)
$$;

revoke execute on function public.approve_product_revision(uuid), public.reject_product_revision(uuid, text) from public, anon;
grant execute on function public.approve_product_revision(uuid), public.reject_product_revision(uuid, text)
  to authenticated, service_role;
