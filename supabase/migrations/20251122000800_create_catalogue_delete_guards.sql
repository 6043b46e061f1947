-- The foreign keys already refuse these deletes; the guards give the refusal a pt-BR message the
-- back office can show as is. security definer so a product hidden by RLS still counts.
create or replace function public.refuse_category_delete_with_products()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _count bigint;
begin
  select count(*) into _count from public.products p where p.category_id = old.id;
  if _count > 0 then
    raise exception 'Não é possível excluir: existem produtos nesta categoria.'
      using errcode = '23503',
            detail = format('%s produto(s) pertencem à categoria "%s".', _count, old.name),
            hint = 'Mova ou exclua os produtos desta categoria antes de excluí-la.';
  end if;
  return old;
end;
$$;

create or replace function public.refuse_subcategory_delete_with_products()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _count bigint;
begin
  select count(*) into _count from public.products p where p.subcategory_id = old.id;
  if _count > 0 then
    raise exception 'Não é possível excluir: existem produtos nesta subcategoria.'
      using errcode = '23503',
            detail = format('%s produto(s) pertencem à subcategoria "%s".', _count, old.name),
            hint = 'Mova ou exclua os produtos desta subcategoria antes de excluí-la.';
  end if;
  return old;
end;
$$;

create trigger categories_refuse_delete_with_products
  before delete on public.categories
  for each row execute function public.refuse_category_delete_with_products();

create trigger subcategories_refuse_delete_with_products
  before delete on public.subcategories
  for each row execute function public.refuse_subcategory_delete_with_products();
