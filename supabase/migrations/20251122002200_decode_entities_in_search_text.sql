-- The back office's editor writes entities (&nbsp;, &amp;, ...): decode them in search_text, as
-- htmlToText (libs/domain) does, so "Dolce & Gabbana" finds "Dolce &amp; Gabbana". A generated
-- column's expression cannot be altered, so the column and its index are rebuilt.
alter table public.products drop column search_text;

alter table public.products add column search_text text generated always as (
  lower(public.f_unaccent(regexp_replace(
    coalesce(name, '') || ' ' || coalesce(short_description, '') || ' '
    || replace(replace(replace(replace(replace(replace(
         regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'),
         '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'
  )))
) stored;

create index products_search_text_trgm_idx on public.products using gin (search_text extensions.gin_trgm_ops);
