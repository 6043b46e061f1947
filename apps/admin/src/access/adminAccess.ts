/** What the panel knows about the signed-in account once the server has been asked. */
export interface AdminAccess {
  email: string;
  isAdmin: boolean;
  /** The account's e-mail has a row in admin_permissions (as far as the server lets it see). */
  inAdminTable: boolean;
  /** The owner has confirmed the e-mail: until then the server grants it nothing, listed or not. */
  emailConfirmed: boolean;
}

/** The diagnostic line of the 'Acesso Negado' screen. */
export function deniedReason(access: AdminAccess): string {
  if (!access.emailConfirmed) {
    return `O e-mail ${access.email || '(sem e-mail)'} ainda não foi confirmado: siga o link enviado para ele e entre novamente.`;
  }
  if (!access.inAdminTable) return `O e-mail ${access.email || '(sem e-mail)'} não está cadastrado na tabela de administradores.`;
  return `O e-mail ${access.email} está na tabela de administradores, mas a verificação de administrador retornou falso.`;
}
