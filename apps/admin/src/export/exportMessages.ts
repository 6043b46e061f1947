import { formatCsvInteger } from '@oneboss/domain';

/** What the export tells the operator, in pt-BR. */
export const EXPORT_MESSAGES = {
  truncated: (exported: number, total: number) =>
    `A exportação inclui as primeiras ${formatCsvInteger(exported)} de ${formatCsvInteger(total)} linhas. Refine os filtros para exportar o restante.`,
  failed: 'Não foi possível exportar a lista. Tente novamente.',
} as const;
