import { useGetList } from 'react-admin';
import type { SpecDefinition } from '@oneboss/domain';

/** Every category's spec definitions (a few hundred at most), for the product form and list. */
export function useSpecDefinitions() {
  return useGetList<SpecDefinition>('spec_definitions', { pagination: { page: 1, perPage: 1000 } }, { refetchOnWindowFocus: false });
}
