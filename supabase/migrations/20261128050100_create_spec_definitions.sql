-- What a category's listings are described by (a boat's length, a car's mileage), managed by
-- staff: adding one needs no deploy and no migration. libs/domain's spec-definition.ts holds the
-- same names, types, units and reserved keys; the admin writes these tables directly (RLS).

-- A definition narrowed to a subcategory must name one of its category's subcategories.
alter table public.subcategories
  add constraint subcategories_id_category_id_key unique (id, category_id);

create table public.spec_definitions (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references public.categories (id) on delete cascade,
  subcategory_id uuid,
  key text not null,
  label text not null,
  type text not null,
  unit text,
  decimals smallint not null default 0,
  min_value numeric,
  max_value numeric,
  required boolean not null default false,
  filterable boolean not null default false,
  sortable boolean not null default false,
  headline boolean not null default false,
  position integer not null default 0,
  group_label text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint spec_definitions_subcategory_in_category foreign key (subcategory_id, category_id)
    references public.subcategories (id, category_id) on delete cascade,
  constraint spec_definitions_category_id_key_key unique (category_id, key),
  -- The key is a URL parameter and a CSV column; the shop's own parameters are taken.
  constraint spec_definitions_key_format check (key ~ '^[a-z][a-z0-9_]{0,39}$'),
  constraint spec_definitions_key_not_reserved check (key <> all (array[
    'search', 'category', 'subcategories', 'attributes', 'page', 'sort', 'preco', 'uf', 'cidade',
    'vendedor', 'reduzido', 'ids', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term',
    'gclid', 'fbclid', 'procura', 'price', 'newest', 'relevance'
  ])),
  constraint spec_definitions_label_check check (length(btrim(label)) between 1 and 80 and public.is_printable_line(label)),
  constraint spec_definitions_type_check check (type in ('number', 'integer', 'year', 'boolean', 'option', 'options', 'text')),
  constraint spec_definitions_unit_check check (unit in (
    'm', 'ft', 'm2', 'km', 'mi', 'h', 'cv', 'kn', 'nmi', 'mm', 'ct', 'l', 'kg', 'people', 'brl', 'brl_month', 'brl_year'
  )),
  constraint spec_definitions_unit_only_numbers check (unit is null or type in ('number', 'integer')),
  constraint spec_definitions_decimals_check check (decimals between 0 and 4 and (type = 'number' or decimals = 0)),
  constraint spec_definitions_bounds_only_ranges check ((min_value is null and max_value is null) or type in ('number', 'integer', 'year')),
  constraint spec_definitions_bounds_order check (min_value <= max_value),
  constraint spec_definitions_sortable_only_ranges check (not sortable or type in ('number', 'integer', 'year')),
  constraint spec_definitions_group_label_check check (length(btrim(group_label)) between 1 and 60 and public.is_printable_line(group_label))
);

-- The composite foreign key's index (the unique key above indexes category_id).
create index spec_definitions_subcategory_idx on public.spec_definitions (subcategory_id, category_id);

create table public.spec_options (
  id uuid primary key default gen_random_uuid(),
  definition_id uuid not null references public.spec_definitions (id) on delete cascade,
  -- The option's slug in URLs and CSV ("diesel"); the label is what the buyer reads.
  value text not null constraint spec_options_value_check check (value ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  label text not null constraint spec_options_label_check check (length(btrim(label)) between 1 and 80 and public.is_printable_line(label)),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint spec_options_definition_id_value_key unique (definition_id, value)
);

alter table public.spec_definitions enable row level security;
alter table public.spec_options enable row level security;

create trigger spec_definitions_set_updated_at
  before update on public.spec_definitions
  for each row execute function public.set_updated_at();

create trigger spec_options_set_updated_at
  before update on public.spec_options
  for each row execute function public.set_updated_at();

create policy "Spec definitions are visible to everyone"
  on public.spec_definitions for select
  to anon, authenticated
  using (true);

create policy "Admins can create spec definitions"
  on public.spec_definitions for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit spec definitions"
  on public.spec_definitions for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete spec definitions"
  on public.spec_definitions for delete
  to authenticated
  using ((select public.is_current_user_admin()));

create policy "Spec options are visible to everyone"
  on public.spec_options for select
  to anon, authenticated
  using (true);

create policy "Admins can create spec options"
  on public.spec_options for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit spec options"
  on public.spec_options for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete spec options"
  on public.spec_options for delete
  to authenticated
  using ((select public.is_current_user_admin()));

grant select on public.spec_definitions, public.spec_options to anon;
grant select, insert, update, delete on public.spec_definitions, public.spec_options to authenticated;
grant all on public.spec_definitions, public.spec_options to service_role;

-- Staff changes are audited like the rest of the catalogue.
create trigger spec_definitions_audit
  after insert or update or delete on public.spec_definitions
  for each row execute function private.record_audit_entry();

create trigger spec_options_audit
  after insert or update or delete on public.spec_options
  for each row execute function private.record_audit_entry();
