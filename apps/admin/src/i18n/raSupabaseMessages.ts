import { AUTH_MESSAGES } from '@oneboss/domain';

/** ra-supabase's texts on the screens the panel uses (its set-password page), in pt-BR. */
export const raSupabaseMessages = {
  ra: {
    auth: {
      confirm_password: 'Confirme a nova senha',
    },
  },
  'ra-supabase': {
    auth: {
      missing_tokens: AUTH_MESSAGES.recoveryLinkInvalid,
    },
    set_password: {
      new_password: 'Criar nova senha',
    },
    validation: {
      password_mismatch: AUTH_MESSAGES.passwordMismatch,
    },
  },
};
