-- The back office creates categories through this function; it re-checks on the server that the
-- caller is an admin and is who the client claims to be, whatever the client did before.
create or replace function public.admin_create_category(_name text, _value text, _admin_email text)
returns public.categories
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _category public.categories;
begin
  if not public.is_current_user_admin() then
    raise exception 'Permissão negada: apenas administradores podem criar categorias.'
      using errcode = '42501';
  end if;
  if _admin_email is null or lower(btrim(_admin_email)) is distinct from public.get_current_user_email() then
    raise exception 'Permissão negada: o e-mail informado não é o do usuário autenticado.'
      using errcode = '42501';
  end if;
  if coalesce(btrim(_name), '') = '' or coalesce(btrim(_value), '') = '' then
    raise exception 'Nome e identificador da categoria são obrigatórios.'
      using errcode = '23514';
  end if;

  insert into public.categories (name, value)
  values (btrim(_name), btrim(_value))
  returning * into _category;

  return _category;
end;
$$;
