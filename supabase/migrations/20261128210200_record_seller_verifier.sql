-- Who verified a seller, and when, is the database's to say (issue 32): when a signed-in user's
-- write sets or changes a verification (verified_at or verified_note), verified_at becomes the
-- server's now() and verified_by the writer (auth.uid()), whatever the request sent; removing the
-- verification clears both. Writes without a user (the seed, the service role) keep what they give.
create function private.record_seller_verifier()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return new;
  end if;
  if new.verified_at is null then
    new.verified_by := null;
  elsif tg_op = 'INSERT' or old.verified_at is null or new.verified_note is distinct from old.verified_note
    or new.verified_at is distinct from old.verified_at then
    new.verified_at := now();
    new.verified_by := auth.uid();
  else
    new.verified_by := old.verified_by;
  end if;
  return new;
end;
$$;

revoke execute on function private.record_seller_verifier() from public, anon, authenticated;

create trigger sellers_record_verifier
  before insert or update on public.sellers
  for each row execute function private.record_seller_verifier();
