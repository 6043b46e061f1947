-- IBGE's municipalities (the next migration ships all 5 570 as data), so a listing's city is a
-- choice from the official list, never typed: filters and counts by city stay exact. Everyone
-- reads them (the storefront's filters, the admin's picker); nobody writes them through the API.
create table public.municipalities (
  id integer primary key constraint municipalities_id_check check (id between 1100000 and 5399999),
  name text not null constraint municipalities_name_check check (length(btrim(name)) between 1 and 80),
  uf char(2) not null constraint municipalities_uf_check check (uf in (
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
    'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'
  )),
  -- The target of products' (city_id, uf) foreign key: a city always lies in the listing's UF.
  constraint municipalities_id_uf_key unique (id, uf)
);

-- The picker lists one UF's cities by name.
create index municipalities_uf_name_idx on public.municipalities (uf, name);

alter table public.municipalities enable row level security;

create policy "Municipalities are visible to everyone"
  on public.municipalities for select
  to anon, authenticated
  using (true);

grant select on public.municipalities to anon, authenticated;
grant all on public.municipalities to service_role;
