import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEAD_MESSAGES, type LeadStatus } from '@oneboss/domain';
import { deleteLead, listLeads, updateLeadStatus, type LeadWithProduct } from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';
import { useToast } from '../ui/toast';
import { errorText } from '../categories/errorText';

export type LeadFilter = LeadStatus | 'all';

const LEADS_KEY = ['admin', 'leads'] as const;

/** Leads newest first, filtered by status on the server. */
export function useLeads(status: LeadFilter) {
  return useQuery({
    queryKey: [...LEADS_KEY, status],
    queryFn: () => listLeads(supabase, { status }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Status change and removal; the cached lists follow the server's answer. */
export function useLeadActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: LEADS_KEY });

  const changeStatus = useMutation({
    mutationFn: ({ lead, status }: { lead: LeadWithProduct; status: LeadStatus }) => updateLeadStatus(supabase, lead.id, status),
    // The select shows the new status at once; the lists are re-read when the write settles.
    onMutate: async ({ lead, status }) => {
      await queryClient.cancelQueries({ queryKey: LEADS_KEY });
      queryClient.setQueriesData<LeadWithProduct[]>({ queryKey: LEADS_KEY }, (leads) =>
        leads?.map((item) => (item.id === lead.id ? { ...item, status } : item)),
      );
    },
    onError: (error) => toast(LEAD_MESSAGES.statusUpdateFailed, { variant: 'error', description: errorText(error) }),
    onSettled: () => refresh(),
  });

  const remove = useMutation({
    mutationFn: (lead: LeadWithProduct) => deleteLead(supabase, lead.id),
    onSuccess: (_, lead) => {
      queryClient.setQueriesData<LeadWithProduct[]>({ queryKey: LEADS_KEY }, (leads) => leads?.filter((item) => item.id !== lead.id));
      void refresh();
    },
    onError: (error) => toast(LEAD_MESSAGES.removeFailed, { variant: 'error', description: errorText(error) }),
  });

  return { changeStatus, remove };
}
