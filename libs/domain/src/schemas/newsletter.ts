export const NEWSLETTER_EMAIL_MESSAGE = 'Informe um e-mail válido.';
