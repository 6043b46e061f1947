import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardMethods } from '../providers/dashboardDataProvider';

/** The figures are one SQL function's answer (admin_dashboard), not counts taken in the browser. */
export function useDashboardFigures() {
  const dataProvider = useDataProvider<DataProvider & DashboardMethods>();
  return useQuery({
    queryKey: ['dashboard', 'figures'],
    queryFn: async () => (await dataProvider.getDashboardFigures('dashboard')).data,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Leads per channel, campaign and seller, and each seller's response time (lead_attribution). */
export function useLeadAttribution() {
  const dataProvider = useDataProvider<DataProvider & DashboardMethods>();
  return useQuery({
    queryKey: ['dashboard', 'attribution'],
    queryFn: async () => (await dataProvider.getLeadAttribution('dashboard')).data,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
