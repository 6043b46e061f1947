import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { AdminAccess } from '../providers/authProvider';
import { AccessDenied } from './AccessDenied';
import { panelRole } from '../providers/permissions';
import { AuthLoading } from './StatusScreen';
import { ConnectionGate } from './ConnectionGate';

const NO_ACCESS: AdminAccess = { email: '', isAdmin: false, inAdminTable: false, emailConfirmed: true, sellerIds: [] };

/**
 * Signed in is not enough: the panel waits for the server's answers (the auth provider's
 * permissions), shows accounts that are neither admins nor seller members the denied screen,
 * and checks the database.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<AdminAccess>();
  if (isPending) return <AuthLoading />;
  if (!panelRole(permissions)) return <AccessDenied access={permissions ?? NO_ACCESS} />;
  return <ConnectionGate>{children}</ConnectionGate>;
}
