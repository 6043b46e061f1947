-- Notes an operator keeps on a lead: who wrote what, when. The author and the time are the
-- server's, whatever the request says, so a note cannot be signed with someone else's name.
create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  body text not null check (length(btrim(body)) between 1 and 5000 and public.is_printable_text(body)),
  author_id uuid,
  author_email text,
  created_at timestamptz not null default now()
);

create index lead_notes_lead_id_created_at_idx on public.lead_notes (lead_id, created_at);

alter table public.lead_notes enable row level security;

create function public.sign_lead_note()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.author_id := (select auth.uid());
  new.author_email := public.get_current_user_email();
  new.created_at := now();
  return new;
end;
$$;

revoke execute on function public.sign_lead_note() from public, anon, authenticated;

create trigger lead_notes_sign
  before insert on public.lead_notes
  for each row execute function public.sign_lead_note();

create policy "Admins can read lead notes"
  on public.lead_notes for select
  to authenticated
  using ((select public.is_current_user_admin()));

create policy "Admins can write lead notes"
  on public.lead_notes for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

-- A note is a record of what was said: kept as written, gone only with its lead.
grant select, insert on public.lead_notes to authenticated;
grant all on public.lead_notes to service_role;
