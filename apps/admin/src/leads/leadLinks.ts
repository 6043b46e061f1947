/** Brazil's country code: local numbers (DDD + number, 10 or 11 digits) get it prepended. */
const BRAZIL_COUNTRY_CODE = '55';

/** The lead's phone as wa.me expects it: digits only, with the country code. Null when there is no number. */
export function leadWhatsappDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 8) return null;
  if (digits.startsWith(BRAZIL_COUNTRY_CODE) && digits.length >= 12) return digits;
  return `${BRAZIL_COUNTRY_CODE}${digits}`;
}

/** A phone for reading: "+55 (21) 99876-5432"; anything that is not a Brazilian number stays as typed. */
export function formatLeadPhone(phone: string): string {
  const digits = leadWhatsappDigits(phone);
  const local = digits?.slice(BRAZIL_COUNTRY_CODE.length);
  if (!local || (local.length !== 10 && local.length !== 11)) return phone;
  const split = local.length - 4;
  return `+55 (${local.slice(0, 2)}) ${local.slice(2, split)}-${local.slice(split)}`;
}

/**
 * The operator's first reply, in pt-BR, naming the product the lead asked about (or the general
 * contact form): the WhatsApp link opens with it typed.
 */
export function leadReplyText(leadName: string, productName: string | null): string {
  const firstName = leadName.trim().split(/\s+/)[0] ?? '';
  const greeting = firstName ? `Olá, ${firstName}! ` : 'Olá! ';
  const subject = productName ? `seu interesse no produto "${productName}"` : 'sua mensagem';
  return `${greeting}Aqui é da OneBoss. Recebemos ${subject} e ficamos à disposição para ajudar.`;
}

/** wa.me for the lead's phone, with `text` prefilled when given. Null when there is no number. */
export function leadWhatsappUrl(phone: string | null | undefined, text?: string): string | null {
  const digits = leadWhatsappDigits(phone);
  if (!digits) return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** The product page on the storefront, where the lead came from. */
export function storefrontProductUrl(storefrontUrl: string, productId: string): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/produto/${encodeURIComponent(productId)}`;
}
