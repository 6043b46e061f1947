import { DataError } from '@oneboss/data';

const FALLBACK = 'Ocorreu um erro. Tente novamente.';

/** The pt-BR text of a failure: libs/data's user message, else the error's own message. */
export function errorText(error: unknown): string {
  if (error instanceof DataError) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK;
}
