import type { AdminAccess } from '../providers/authProvider';

/** The diagnostic line of the 'Acesso Negado' screen. */
export function deniedReason(access: AdminAccess): string {
  if (!access.emailConfirmed) {
    return `O e-mail ${access.email || '(sem e-mail)'} ainda não foi confirmado: siga o link enviado para ele e entre novamente.`;
  }
  if (!access.inAdminTable) return `O e-mail ${access.email || '(sem e-mail)'} não está cadastrado na tabela de administradores.`;
  return `O e-mail ${access.email} está na tabela de administradores, mas a verificação de administrador retornou falso.`;
}
