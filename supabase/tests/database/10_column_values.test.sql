-- Values no column people write may hold, whoever writes them: a price that is not a finite
-- number, a link or picture that is not http(s), an e-mail that is not an address, control
-- characters in what visitors type.
begin;
select plan(26);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000101', 'Teste', 'teste-pgtap-values');

select throws_ok(
  $$ insert into public.products (name, price, category_id) values ('NaN', 'NaN', '0000000f-0000-4000-8000-000000000101') $$,
  '23514', null, 'a price cannot be NaN'
);
select throws_ok(
  $$ insert into public.products (name, price, sale_price, category_id) values ('NaN', 10, 'NaN', '0000000f-0000-4000-8000-000000000101') $$,
  '23514', null, 'a sale price cannot be NaN'
);
select throws_ok(
  $$ insert into public.products (name, price, category_id) values ('Infinito', 'Infinity', '0000000f-0000-4000-8000-000000000101') $$,
  null, null, 'a price cannot be infinite'
);
select throws_ok(
  $$ insert into public.products (name, price, category_id) values ('Negativo', -1, '0000000f-0000-4000-8000-000000000101') $$,
  '23514', null, 'a price cannot be negative'
);
select lives_ok(
  $$ insert into public.products (name, price, sale_price, category_id) values ('Normal', 1234.5, 1000, '0000000f-0000-4000-8000-000000000101') $$,
  'a finite price and sale price are accepted'
);
select is(
  (select count(*)::int from public.products where price = 'NaN' or sale_price = 'NaN'), 0,
  'no stored product has a NaN price'
);

select throws_ok(
  $$ insert into public.partners (name, logo_url, link) values ('P', 'https://cdn.example/l.png', 'javascript:alert(1)') $$,
  '23514', null, 'a partner link cannot be javascript:'
);
select throws_ok(
  $$ insert into public.partners (name, logo_url, link) values ('P', 'https://cdn.example/l.png', 'JaVaScRiPt:alert(1)//https://x') $$,
  '23514', null, 'in any case'
);
select throws_ok(
  $$ insert into public.partners (name, logo_url) values ('P', 'data:image/svg+xml,<svg onload=alert(1)>') $$,
  '23514', null, 'a partner logo cannot be a data: URL'
);
select throws_ok(
  $$ insert into public.partners (name, logo_url, banner_image_url) values ('P', 'https://cdn.example/l.png', '//evil.example/b.png') $$,
  '23514', null, 'a partner banner cannot be protocol-relative'
);
select throws_ok(
  $$ insert into public.hero_banners (title, image_url) values ('H', 'javascript:alert(1)') $$,
  '23514', null, 'a hero picture cannot be javascript:'
);
select throws_ok(
  $$ insert into public.partners (name, logo_url, link) values ('P', 'https://cdn.example/l.png', E'https://ok.example/\nSet-Cookie:') $$,
  '23514', null, 'a link cannot carry white space or control characters'
);
select lives_ok(
  $$ insert into public.partners (name, logo_url, link, banner_image_url)
     values ('P', 'http://127.0.0.1:54321/storage/v1/object/public/partner-logos/1-a.png', 'HTTPS://Marina.example/loja?x=1#y',
             'https://abc.supabase.co/storage/v1/object/public/partner-banners/1-a.jpg');
     insert into public.hero_banners (title, image_url)
     values ('H', 'https://abc.supabase.co/storage/v1/object/public/products/hero/1_a.jpg') $$,
  'http(s) links and storage URLs are accepted'
);

select throws_ok(
  $$ insert into public.newsletter_subscribers (email) values ('x@b') $$,
  '23514', null, 'a subscriber e-mail needs a domain with a tld'
);
select throws_ok(
  $$ insert into public.newsletter_subscribers (email) values ('<script>alert(1)</script>@example.com') $$,
  '23514', null, 'a subscriber e-mail cannot carry markup'
);
select throws_ok(
  $$ insert into public.newsletter_subscribers (email) values ('"ana souza"@example.com') $$,
  '23514', null, 'a subscriber e-mail cannot carry quotes or spaces'
);
select throws_ok(
  $$ insert into public.newsletter_subscribers (email) values (repeat('a', 60) || '@' || repeat('b', 190) || '.com') $$,
  '23514', null, 'a subscriber e-mail has at most 254 characters'
);
select throws_ok(
  $$ insert into public.leads (name, email) values ('Ana', 'ana@example.c') $$,
  '23514', null, 'a lead e-mail needs a tld of two letters or more'
);
select throws_ok(
  $$ insert into public.leads (name, email) values ('Ana', 'ana@exa_mple.com') $$,
  '23514', null, 'a lead e-mail domain holds letters, digits and hyphens'
);
select throws_ok(
  $$ insert into public.admin_permissions (email) values ('admin@localhost') $$,
  '23514', null, 'an admin grant needs a full address'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email) values ('Ana.Souza+news@Example.com.br');
     insert into public.leads (name, email) values ('Ana', 'ana_souza-1@sub.example-loja.com');
     insert into public.admin_permissions (email) values ('admin.values-pgtap@oneboss.local') $$,
  'ordinary addresses are accepted'
);

select throws_ok(
  $$ insert into public.leads (name, email) values (E'Ana\x07', 'ana@example.com') $$,
  '23514', null, 'a lead name cannot carry control characters'
);
select throws_ok(
  $$ insert into public.leads (name, email, message) values ('Ana', 'ana@example.com', E'Olá\x1b[2J') $$,
  '23514', null, 'a lead message cannot carry control characters'
);
select throws_ok(
  $$ insert into public.leads (name, email, message) values ('Ana', 'ana@example.com', E'Olá\u0085') $$,
  '23514', null, 'nor C1 control characters'
);
select lives_ok(
  $$ insert into public.leads (name, email, message)
     values ('Ana <b>Souza</b>', 'ana@example.com', E'Olá,\r\n\tgostaria de <i>visitar</i> o imóvel. 🏠') $$,
  'markup, accents, emoji, tabs and line breaks are data'
);
select throws_ok(
  $$ insert into public.profiles (id, full_name) values (gen_random_uuid(), E'Ana\x01') $$,
  '23514', null, 'a profile name cannot carry control characters'
);

select * from finish();
rollback;
