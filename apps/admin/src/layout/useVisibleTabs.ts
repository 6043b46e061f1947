import { useCanAccessResources } from 'react-admin';
import { TABS } from './tabs';

const TAB_RESOURCES = TABS.map((tab) => tab.resource);

/** The tabs the signed-in account may list (authProvider.canAccess): all for admins, a seller member's few. */
export function useVisibleTabs() {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: TAB_RESOURCES });
  return isPending || !canAccess ? [] : TABS.filter((tab) => canAccess[tab.resource]);
}
