-- leads.user_id references auth.users: deleting an account looks up its leads (on delete set
-- null), which without an index reads the whole table.
create index leads_user_id_idx on public.leads (user_id);
