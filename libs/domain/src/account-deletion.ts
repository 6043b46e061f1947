import { ACCOUNT_DELETION_HOURS } from './constants';

/** Where a deletion request stands: asked, confirmed through the mailed link, then processed or rejected by staff. */
export type AccountDeletionStatus = 'requested' | 'confirmed' | 'processed' | 'rejected';

export interface AccountDeletionRequest {
  id: string;
  email: string;
  status: AccountDeletionStatus;
  requestedAt: string;
  confirmedAt: string | null;
  processedAt: string | null;
}

export const ACCOUNT_DELETION_STATUS_LABELS: Record<AccountDeletionStatus, string> = {
  requested: 'Aguardando confirmação',
  confirmed: 'Confirmada',
  processed: 'Concluída',
  rejected: 'Recusada',
};

/** A date and time as people in Brazil read it: '02/01/2025 às 10:05' (Brasília time). */
export function formatBrazilianDateTime(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const time = date.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
  return `${day} às ${time}`;
}

/** One sentence telling the holder where their request stands and what comes next. */
export function accountDeletionStatusText(request: AccountDeletionRequest): string {
  switch (request.status) {
    case 'requested':
      return `Pedido em ${formatBrazilianDateTime(request.requestedAt)}. Para confirmar, abra o link que enviamos para ${request.email}.`;
    case 'confirmed':
      return `Confirmada em ${formatBrazilianDateTime(request.confirmedAt ?? request.requestedAt)}. A exclusão será processada em até ${ACCOUNT_DELETION_HOURS} horas.`;
    case 'processed':
      return `Exclusão concluída em ${formatBrazilianDateTime(request.processedAt ?? request.requestedAt)}.`;
    case 'rejected':
      return `Recusada em ${formatBrazilianDateTime(request.processedAt ?? request.requestedAt)}. Fale com nosso encarregado de dados para saber o motivo.`;
  }
}
