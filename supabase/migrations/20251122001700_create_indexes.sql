-- Accent-insensitive substring search: search_text ilike '%term%' uses the trigram index.
create index products_search_text_trgm_idx on public.products using gin (search_text extensions.gin_trgm_ops);

-- Every foreign key (policies and cascades join on them). subcategories.category_id and
-- attributes.subcategory_id lead their unique constraints, product_images.product_id leads its
-- (product_id, sort_order) index below.
create index products_category_id_idx on public.products (category_id);
create index products_subcategory_id_idx on public.products (subcategory_id);
create index products_attribute_id_idx on public.products (attribute_id);
create index leads_product_id_idx on public.leads (product_id);

-- The shop lists published products by name, price or date.
create index products_published_name_idx on public.products (published, name);
create index products_published_sort_price_idx on public.products (published, sort_price);
create index products_published_created_at_idx on public.products (published, created_at desc);
create index products_featured_idx on public.products (name) where featured and published;

create index product_images_product_id_sort_order_idx on public.product_images (product_id, sort_order);
create index partners_order_index_idx on public.partners (order_index);
create index hero_banners_sort_order_idx on public.hero_banners (sort_order);
create index leads_created_at_idx on public.leads (created_at desc);
create index leads_status_idx on public.leads (status);
