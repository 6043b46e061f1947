/** Seller and company contact, from VITE_WHATSAPP_NUMBER (digits, contracts.md default). */
export const WHATSAPP_NUMBER: string = (import.meta.env.VITE_WHATSAPP_NUMBER as string | undefined)?.replace(/\D/g, '') || '5511999999999';

export const CONTACT_EMAIL = 'contato@oneboss.com.br';

/** 5511999999999 -> +55 (11) 99999-9999; other lengths are shown as digits. */
export function formatBrazilianPhone(digits: string): string {
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : `+${digits}`;
}
