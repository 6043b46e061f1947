/**
 * The user-facing texts any request can end in (transport, session, permission). Apart from the
 * areas' catalogues in messages.ts, which reuse them, so the public pages' error mapping carries
 * only these few strings.
 */
export const REQUEST_MESSAGES = {
  timeout: 'Tempo de conexão esgotado. Verifique sua internet.',
  authError: 'Erro de autenticação. Faça login novamente.',
  connectionFailed: 'Falha na conexão com o servidor. Verifique sua internet.',
  /** A server render that cannot reach the backend: there the visitor's own connection is not at fault. */
  catalogueUnavailable: 'O catálogo está indisponível no momento. Tente novamente em instantes.',
  sessionExpired: 'Sessão expirada ou inválida. Faça login novamente.',
  unknownFetchError: 'Erro desconhecido ao buscar produtos.',
  uploadUnavailable: 'Falha ao enviar imagem. O servidor de armazenamento pode estar indisponível.',
  permissionDenied: 'Permissão negada.',
  genericError: 'Ocorreu um erro. Tente novamente.',
  rateLimited: 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.',
  /** A public form (lead, newsletter) past the sender's limit. */
  formRateLimited: 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
} as const;
