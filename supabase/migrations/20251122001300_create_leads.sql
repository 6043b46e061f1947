create table public.leads (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  email text check (length(email) <= 254),
  phone text check (length(phone) <= 40),
  message text check (length(message) <= 5000),
  product_id uuid references public.products (id) on delete set null,
  status text not null default 'new'
    check (status in ('new', 'contacted', 'negotiating', 'closed', 'lost')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.leads enable row level security;

create trigger leads_set_updated_at
  before update on public.leads
  for each row execute function public.set_updated_at();

-- A visitor's lead always starts as new, whatever the request says; only staff triage it.
-- The admin check is reached only for signed-in users: anon may not execute it.
create or replace function public.force_new_lead_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'anon' then
    new.status := 'new';
  elsif current_user = 'authenticated' then
    if not public.is_current_user_admin() then
      new.status := 'new';
    end if;
  end if;
  return new;
end;
$$;

create trigger leads_force_new_status
  before insert on public.leads
  for each row execute function public.force_new_lead_status();

create policy "Visitors can send a lead"
  on public.leads for insert
  to anon
  with check (status = 'new');

create policy "Signed-in users can send a lead, admins with any status"
  on public.leads for insert
  to authenticated
  with check (status = 'new' or (select public.is_current_user_admin()));

create policy "Admins can read leads"
  on public.leads for select
  to authenticated
  using ((select public.is_current_user_admin()));

create policy "Admins can change leads"
  on public.leads for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete leads"
  on public.leads for delete
  to authenticated
  using ((select public.is_current_user_admin()));
