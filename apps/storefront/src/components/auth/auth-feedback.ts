import { AUTH_MESSAGES } from '@oneboss/domain';
import { DataError } from '@oneboss/data/catalogue';
import { toaster } from '../ui/Toaster';

/** A failed sign-in or sign-up shows 'Erro' with the server's message in pt-BR. */
export function toastAuthError(error: unknown, fallback: string = AUTH_MESSAGES.genericError) {
  const description = error instanceof DataError ? error.userMessage : fallback;
  toaster.create({ type: 'error', title: AUTH_MESSAGES.errorTitle, description });
}
