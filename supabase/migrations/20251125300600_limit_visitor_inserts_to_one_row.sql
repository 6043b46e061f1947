-- The lead form and the newsletter box send one row per request. A request carrying an array of
-- rows (200 leads from 200 invented senders) is a script: each row would pass the per-sender limit
-- on its own, so the whole statement is refused instead. PT400: PostgREST answers HTTP 400 with
-- the message (the trigger's argument) as the error message.
create function public.refuse_visitor_bulk_inserts()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_visitor_request() and exists (select 1 from inserted_rows offset 1) then
    raise exception '%', tg_argv[0] using errcode = 'PT400', hint = 'one_row_per_request';
  end if;
  return null;
end;
$$;

revoke execute on function public.refuse_visitor_bulk_inserts() from public, anon, authenticated;

create trigger leads_one_row_per_visitor_insert
  after insert on public.leads
  referencing new table as inserted_rows
  for each statement execute function public.refuse_visitor_bulk_inserts('Envie uma mensagem por vez.');

create trigger newsletter_subscribers_one_row_per_visitor_insert
  after insert on public.newsletter_subscribers
  referencing new table as inserted_rows
  for each statement execute function public.refuse_visitor_bulk_inserts('Envie um e-mail por vez.');
