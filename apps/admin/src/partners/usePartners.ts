import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useDelete, useGetList, useUpdate, type GetListResult } from 'react-admin';
import { PARTNER_MESSAGES, type Partner } from '@oneboss/domain';
import type { PartnerMethods } from '../providers/partnersDataProvider';
import { useToast } from '../ui/toast';
import { errorText } from '../shared/errorText';

/** Every partner, in the storefront's order: the list is short and reordered as a whole. */
export function usePartners() {
  return useGetList<Partner>('partners', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'orderIndex', order: 'ASC' } });
}

/** The list's partner writes (visibility, order, removal) through the data provider: each resolves true on success, or shows a pt-BR toast saying what failed and resolves false. */
export function usePartnerActions() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & PartnerMethods>();
  const toast = useToast();
  const [update] = useUpdate<Partner>();
  const [remove] = useDelete<Partner>();

  const run = useCallback(
    async (work: () => Promise<unknown>, failure: string): Promise<boolean> => {
      try {
        await work();
        return true;
      } catch (error) {
        toast(failure, { variant: 'error', description: errorText(error) });
        return false;
      } finally {
        // Also after a failure: an optimistic change is put back to what the server has.
        await queryClient.invalidateQueries({ queryKey: ['partners'] });
      }
    },
    [queryClient, toast],
  );

  /** The switch moves at once; the list is re-read when the write settles. */
  const showVisibility = (partner: Partner, visible: boolean) =>
    queryClient.setQueriesData<GetListResult<Partner>>({ queryKey: ['partners', 'getList'] }, (list) =>
      list ? { ...list, data: list.data.map((item) => (item.id === partner.id ? { ...item, visible } : item)) } : list,
    );

  const pessimistic = { mutationMode: 'pessimistic' as const, returnPromise: true as const };

  return {
    setVisible: (partner: Partner, visible: boolean) => {
      showVisibility(partner, visible);
      return run(() => update('partners', { id: partner.id, data: { visible }, previousData: partner }, pessimistic), PARTNER_MESSAGES.saveFailed);
    },
    move: (partner: Partner, direction: 'up' | 'down') => run(() => dataProvider.movePartner('partners', { id: partner.id, direction }), PARTNER_MESSAGES.reorderFailed),
    remove: (partner: Partner) => run(() => remove('partners', { id: partner.id, previousData: partner }, pessimistic), PARTNER_MESSAGES.removeFailed),
  };
}
