import { useQuery } from '@tanstack/react-query';
import { CATEGORY_FETCH_THROTTLE_MS } from '@oneboss/domain';
import { listCategories } from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';
import { createReadThrottle } from './readThrottle';

export const CATEGORY_TREE_KEY = ['admin', 'categories', 'tree'] as const;

const throttled = createReadThrottle(CATEGORY_FETCH_THROTTLE_MS);

/** Categories with subcategories and attributes; no automatic retry (spec §9), the panel offers one. */
export function useCategoryTree() {
  return useQuery({
    queryKey: CATEGORY_TREE_KEY,
    queryFn: () => throttled(() => listCategories(supabase)),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
