-- An invitation is a promise of membership for an address without an account. It counted only
-- through current_seller_ids() matching the address, so the invitee who signed up and confirmed
-- it worked for the seller without being one of its members: no new-lead alert nor daily digest
-- reached them (both mail the members), the team list kept showing "aguardando a conta", and an
-- admin had no member to remove. Now the invitation becomes a membership as soon as an account
-- confirms its address, and membership is the members table alone.

create function private.accept_seller_invitations(_user_id uuid, _email text)
returns void
language sql
security definer
set search_path = ''
as $$
  with accepted as (
    delete from public.seller_member_invitations i
    where i.email = lower(btrim(_email))
    returning i.seller_id, i.invited_by, i.created_at
  )
  insert into public.seller_members (seller_id, user_id, invited_by, created_at)
  select a.seller_id, _user_id, a.invited_by, a.created_at
  from accepted a
  on conflict (seller_id, user_id) do nothing
$$;

revoke execute on function private.accept_seller_invitations(uuid, text) from public, anon, authenticated;

-- Only a confirmed address is its owner's: an account created with someone's invited address and
-- never confirmed gets nothing.
create function private.accept_invitations_of_confirmed_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is not null and new.email is not null then
    perform private.accept_seller_invitations(new.id, new.email);
  end if;
  return null;
end;
$$;

revoke execute on function private.accept_invitations_of_confirmed_account() from public, anon, authenticated;

create trigger users_accept_seller_invitations
  after insert or update of email, email_confirmed_at on auth.users
  for each row execute function private.accept_invitations_of_confirmed_account();

-- An invitation written for an address a confirmed account already holds (invite_seller_member
-- links such accounts itself; a service-role write may not) is that account's membership at once.
create function private.accept_invitation_of_existing_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _user_id uuid;
begin
  select u.id into _user_id
  from auth.users u
  where lower(btrim(u.email)) = new.email and u.email_confirmed_at is not null
  limit 1;
  if _user_id is not null then
    perform private.accept_seller_invitations(_user_id, new.email);
  end if;
  return null;
end;
$$;

revoke execute on function private.accept_invitation_of_existing_account() from public, anon, authenticated;

create trigger seller_member_invitations_accept_existing_account
  after insert on public.seller_member_invitations
  for each row execute function private.accept_invitation_of_existing_account();

-- Invitations already confirmed by their accounts.
select private.accept_seller_invitations(u.id, u.email)
from auth.users u
where u.email_confirmed_at is not null
  and exists (select 1 from public.seller_member_invitations i where i.email = lower(btrim(u.email)));

-- Membership is the members table: removing a member ends their access, whatever they were
-- once invited as.
create or replace function private.current_seller_ids()
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
$$;
