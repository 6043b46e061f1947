import type { AdminAccess } from './authProvider';

/**
 * What a seller member may open: their listings (moderated by the server), their leads, their
 * seller's profile and the moderation of their changes. The server's RLS is the guard; this only
 * keeps the panel from offering what the server would refuse.
 */
const SELLER_MEMBER_ACTIONS: Record<string, readonly string[]> = {
  products: ['list', 'show', 'create', 'edit', 'delete'],
  leads: ['list', 'show', 'edit'],
  // Their seller's name, logo, place and contacts; the database keeps the rest the platform's.
  sellers: ['list', 'show', 'edit'],
  product_revisions: ['list'],
};

/** The panel's role of an account: admin, member of at least one seller, or none. */
export function panelRole(access: AdminAccess | undefined): 'admin' | 'seller' | null {
  if (access?.isAdmin) return 'admin';
  if (access && access.sellerIds.length > 0) return 'seller';
  return null;
}

/** react-admin's canAccess rule: admins everything; seller members the actions above. */
export function canAccessResource(access: AdminAccess | undefined, resource: string, action: string): boolean {
  const role = panelRole(access);
  if (role === 'admin') return true;
  if (role === 'seller') return SELLER_MEMBER_ACTIONS[resource]?.includes(action) ?? false;
  return false;
}
