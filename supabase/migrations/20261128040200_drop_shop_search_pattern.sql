-- The shop's list and facets read a search through shop_search_sql (every word, in any order)
-- since 20261128040000; the adjacent-words pattern is read by nothing, and a visitor could still run it.
drop function public.shop_search_pattern(text);
