-- A verified mark always says what was verified: 20261128210000's check let a null note through
-- (a null length is not false), so a verification could be saved without its meaning.
alter table public.sellers
  drop constraint sellers_verified_note_present,
  add constraint sellers_verified_note_present check (verified_at is null or coalesce(length(btrim(verified_note)), 0) > 0);
