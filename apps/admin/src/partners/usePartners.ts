import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PARTNER_MESSAGES, type Partner, type PartnerInput } from '@oneboss/domain';
import { createPartner, deletePartner, listPartners, movePartner, updatePartner } from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';
import { useToast } from '../ui/toast';
import { errorText } from '../categories/errorText';

const PARTNERS_KEY = ['admin', 'partners'] as const;

export function usePartners() {
  return useQuery({
    queryKey: PARTNERS_KEY,
    queryFn: () => listPartners(supabase),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Partner writes: each resolves true on success, or shows the spec's toast and resolves false. */
export function usePartnerActions() {
  const queryClient = useQueryClient();
  const toast = useToast();

  const run = useCallback(
    async (work: () => Promise<unknown>, failure: string): Promise<boolean> => {
      try {
        const result = await work();
        if (Array.isArray(result)) queryClient.setQueryData(PARTNERS_KEY, result);
        return true;
      } catch (error) {
        toast(failure, { variant: 'error', description: errorText(error) });
        return false;
      } finally {
        // Also after a failure: an optimistic change is put back to what the server has.
        await queryClient.invalidateQueries({ queryKey: PARTNERS_KEY });
      }
    },
    [queryClient, toast],
  );

  /** The switch moves at once; the list is re-read when the write settles. */
  const showVisibility = (partner: Partner, visible: boolean) =>
    queryClient.setQueryData<Partner[]>(PARTNERS_KEY, (list) => list?.map((item) => (item.id === partner.id ? { ...item, visible } : item)));

  return {
    save: (partner: Partner | null, input: PartnerInput) =>
      run(() => (partner ? updatePartner(supabase, partner.id, input) : createPartner(supabase, input)), PARTNER_MESSAGES.saveFailed),
    setVisible: (partner: Partner, visible: boolean) => {
      showVisibility(partner, visible);
      return run(() => updatePartner(supabase, partner.id, { visible }), PARTNER_MESSAGES.saveFailed);
    },
    move: (partner: Partner, direction: 'up' | 'down') => run(() => movePartner(supabase, partner.id, direction), PARTNER_MESSAGES.reorderFailed),
    remove: (partner: Partner) => run(() => deletePartner(supabase, partner.id), PARTNER_MESSAGES.removeFailed),
  };
}
