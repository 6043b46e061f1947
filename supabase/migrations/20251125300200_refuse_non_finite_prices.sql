-- PostgreSQL's numeric accepts 'NaN', and NaN >= 0 is true there, so `check (price >= 0)` let it
-- in (and NaN sorts above every number: first under 'Maior preço'). A price is a finite number
-- of reais or nothing. numeric(14, 2) already refuses ±Infinity; the check says so anyway.
-- NaN was never a price: such rows lose it (null, as a product without a price).
update public.products set price = null where price = 'NaN';
update public.products set sale_price = null where sale_price = 'NaN';

alter table public.products drop constraint products_price_check;
alter table public.products drop constraint products_sale_price_check;

alter table public.products
  add constraint products_price_finite
    check (price is null or (price >= 0 and price < 'Infinity' and price <> 'NaN')),
  add constraint products_sale_price_finite
    check (sale_price is null or (sale_price >= 0 and sale_price < 'Infinity' and sale_price <> 'NaN'));
