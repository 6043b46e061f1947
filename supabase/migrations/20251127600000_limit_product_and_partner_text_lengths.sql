-- Upper bounds for the catalogue's free text, so an oversized write (a pasted document, a script)
-- is refused by the database itself and the admin forms can show the same limits as counters.
-- A luxury listing needs a full model name, a teaser line and a long formatted description; the
-- description is stored as HTML, so its bound counts the markup too.
alter table public.products
  add constraint products_name_length check (length(name) <= 150),
  add constraint products_short_description_length check (length(short_description) <= 300),
  add constraint products_description_length check (length(description) <= 20000);

alter table public.partners
  add constraint partners_name_length check (length(name) <= 100),
  add constraint partners_description_length check (length(description) <= 1000);
