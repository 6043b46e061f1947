-- A category's own page (no subcategory, filter, search or seller) listed its first twelve by
-- walking the whole shop's sort index and skipping every other category's listings, fetching each
-- from the table to learn its category: the planner expects a category spread evenly through the
-- order, while names and prices follow the kind of listing: aircraft by lowest price read every
-- cheaper watch, car, boat and home first (91 ms at 100 000 listings), decoration by highest price
-- every dearer listing (94 ms), and shop_facets found a category's price bounds the same way.
-- Each sort now has an index led by the category, holding what the visitors' policies read
-- (published, seller_id), so a page's twelve are its index's first twelve entries. The newest sort
-- too: a category whose listings stopped coming would be read after every newer listing of the shop.
create index products_category_relevance_idx on public.products (category_id, featured desc, name, id)
  include (seller_id)
  where published;
create index products_category_price_asc_idx on public.products (category_id, sort_price asc nulls last, name, id)
  include (seller_id)
  where published;
create index products_category_price_desc_idx on public.products (category_id, sort_price desc nulls last, name, id)
  include (seller_id)
  where published;
create index products_category_newest_idx on public.products (category_id, created_at desc, id)
  include (seller_id)
  where published;

-- shop_facets' price bounds of a category, with or without a subcategory or attribute chosen: the
-- category's covering index (which every filtered page reads whole) is now ordered by price within
-- the category, so the category's lowest and highest price are its first and last entries, and a
-- choice's are found walking them without leaving the index. Otherwise as in 20261128213000.
drop index public.product_search_category_filters_idx;
create index product_search_category_filters_idx on public.product_search (category_id, sort_price)
  include (subcategory_id, attribute_id, uf, city_id, spec_numbers, spec_options, product_id, featured, name, created_at,
           price_reduced_until);
