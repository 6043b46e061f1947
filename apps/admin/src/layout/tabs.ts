import { STORAGE_KEYS } from '@oneboss/domain';

/** The tabs of the panel; each is a react-admin resource of the same name. */
export const TABS = [
  { resource: 'products', label: 'Produtos' },
  { resource: 'categories', label: 'Categorias' },
  { resource: 'leads', label: 'Leads' },
  { resource: 'partners', label: 'Parceiros' },
  { resource: 'newsletter_subscribers', label: 'Newsletter' },
  { resource: 'sellers', label: 'Vendedores' },
  { resource: 'product_revisions', label: 'Moderação' },
] as const;

export type TabResource = (typeof TABS)[number]['resource'];

const DEFAULT_TAB: TabResource = 'products';

function isTabResource(value: unknown): value is TabResource {
  return TABS.some((tab) => tab.resource === value);
}

/** The tab a path belongs to: `/leads`, `/leads/123` -> 'leads'. */
export function tabOfPath(pathname: string): TabResource | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return isTabResource(first) ? first : null;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab last opened on this browser, default Produtos. */
export function rememberedTab(storage: KeyValueStore): TabResource {
  try {
    const stored = storage.getItem(STORAGE_KEYS.adminTab);
    return isTabResource(stored) ? stored : DEFAULT_TAB;
  } catch {
    return DEFAULT_TAB;
  }
}

export function rememberTab(storage: KeyValueStore, tab: TabResource): void {
  try {
    storage.setItem(STORAGE_KEYS.adminTab, tab);
  } catch {
    // Private mode or a full quota: the panel still works, it just forgets the tab.
  }
}
