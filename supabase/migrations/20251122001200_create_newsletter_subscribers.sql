create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The storefront treats 23505 from this index as "already subscribed".
create unique index newsletter_subscribers_email_lower_key on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;

create trigger newsletter_subscribers_set_updated_at
  before update on public.newsletter_subscribers
  for each row execute function public.set_updated_at();

create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$');

create policy "Admins can read newsletter subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select public.is_current_user_admin()));

create policy "Admins can edit newsletter subscribers"
  on public.newsletter_subscribers for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can remove newsletter subscribers"
  on public.newsletter_subscribers for delete
  to authenticated
  using ((select public.is_current_user_admin()));
