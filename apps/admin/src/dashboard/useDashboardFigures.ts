import { useQuery } from '@tanstack/react-query';
import { readDashboard } from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';

/** The figures are one SQL function's answer (admin_dashboard), not counts taken in the browser. */
export function useDashboardFigures() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => readDashboard(supabase),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
