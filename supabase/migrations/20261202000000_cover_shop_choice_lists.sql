-- A category page with a subcategory or attribute chosen, and no filter or search, lists from
-- products: its listings were found on products_shop_facets_idx and each fetched from the table to
-- be sorted, a table page per listing (13 000 for a subcategory at 1 000 000 listings, most of a
-- 62 ms page render). The index now also holds what the list sorts by and what the visitors'
-- policies read (published, seller_id), so the page's twelve come from the index alone.
drop index public.products_shop_facets_idx;
create index products_shop_choice_idx on public.products (category_id, subcategory_id, attribute_id)
  include (featured, name, id, sort_price, created_at, seller_id)
  where published;
