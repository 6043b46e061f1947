/** The company's contact details shown in the footer and on the contact and legal pages. */
export const CONTACT_EMAIL = 'contato@oneboss.com.br';

/** 5511999999999 -> +55 (11) 99999-9999; other lengths are shown as digits. */
export function formatBrazilianPhone(digits: string): string {
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : `+${digits}`;
}
