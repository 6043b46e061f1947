-- A search that finds nothing offers the nearest products instead: those whose folded name is
-- most like the term (pg_trgm word similarity, through the name's trigram index), at most four,
-- most similar first. SECURITY INVOKER: product_search holds published products only.
create function public.shop_search_suggestions(_search text)
returns setof public.products
language sql
stable
set search_path = ''
-- Looser than the list's typo threshold: these are offered as "perhaps", not as results.
set pg_trgm.word_similarity_threshold = 0.3
as $$
  select p.*
  from (
    select r.product_id, extensions.word_similarity(t.term, r.name_text) as score, r.featured, r.name
    from (select lower(public.f_unaccent(btrim(left(coalesce(_search, ''), 200)))) as term) t
    join public.product_search r on t.term operator(extensions.<%) r.name_text
    where t.term <> ''
    order by score desc, r.featured desc, r.name, r.product_id
    limit 4
  ) s
  join public.products p on p.id = s.product_id
  order by s.score desc, s.featured desc, s.name, s.product_id
$$;

grant execute on function public.shop_search_suggestions(text) to anon, authenticated, service_role;
