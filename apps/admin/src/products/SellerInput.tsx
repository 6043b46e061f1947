import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { listSellerChoices } from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';

/** The listing's seller (required; a new listing starts as OneBoss's); an inactive seller says so. */
export function SellerInput() {
  const sellers = useQuery({ queryKey: ['seller-choices'], queryFn: () => listSellerChoices(supabase) });
  const choices = (sellers.data ?? []).map((seller) => ({ id: seller.id, name: seller.active ? seller.name : `${seller.name} (inativo)` }));
  return (
    <SelectInput
      source="sellerId"
      label="Vendedor"
      isRequired
      choices={choices}
      isPending={sellers.isPending}
      helperText={sellers.isError ? 'Não foi possível carregar os vendedores.' : false}
    />
  );
}
