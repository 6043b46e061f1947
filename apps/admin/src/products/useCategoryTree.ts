import { useQuery } from '@tanstack/react-query';
import { listCategories } from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';

/** Categories with their subcategories and attributes, for the filters and the form's cascade. */
export function useCategoryTree() {
  return useQuery({ queryKey: ['admin', 'products', 'category-tree'], queryFn: () => listCategories(supabase), staleTime: 60_000 });
}
