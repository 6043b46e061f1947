-- The panel's Vendedores list finds a seller by the words of its name, whatever their accents and
-- case ("atlantica" finds "Atlântica Imóveis de Luxo"), as the products list does with search_text.
alter table public.sellers
  add column search_name text generated always as (lower(public.f_unaccent(name))) stored;

grant select (search_name) on public.sellers to authenticated;

-- The name's folded copy follows the name, which members may change (otherwise as in 20261128212000).
create or replace function private.guard_member_seller_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _editable text[] := array['name', 'search_name', 'logo_path', 'uf', 'city_id', 'whatsapp', 'email', 'updated_at'];
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') <> 'authenticated'
    or private.is_current_user_admin() then
    return new;
  end if;
  if (to_jsonb(new) - _editable) is distinct from (to_jsonb(old) - _editable) then
    raise exception 'Só a equipe OneBoss altera o endereço da página, o tipo, o cadastro, a verificação e a confiança do vendedor.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
