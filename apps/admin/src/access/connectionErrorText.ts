import { ADMIN_MESSAGES } from '@oneboss/domain';

/** 'Erro ao conectar ao banco de dados: {message}', or the unknown-error text without one. */
export function connectionErrorText(error: unknown): string {
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message ?? '') : '';
  return message ? ADMIN_MESSAGES.databaseError(message) : ADMIN_MESSAGES.unknownConnectionError;
}
