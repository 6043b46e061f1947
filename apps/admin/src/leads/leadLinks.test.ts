import { describe, expect, it } from 'vitest';
import { formatLeadPhone, leadReplyText, leadWhatsappDigits, leadWhatsappUrl, storefrontProductUrl } from './leadLinks';

describe('leadWhatsappDigits', () => {
  it('prepends 55 to a local number with area code', () => {
    expect(leadWhatsappDigits('(11) 98765-4321')).toBe('5511987654321');
    expect(leadWhatsappDigits('21 3456-7890')).toBe('552134567890');
  });

  it('keeps a number that already carries the country code', () => {
    expect(leadWhatsappDigits('+55 11 98765-4321')).toBe('5511987654321');
    expect(leadWhatsappDigits('551134567890')).toBe('551134567890');
  });

  it('drops a trunk zero before the area code', () => {
    expect(leadWhatsappDigits('011 98765-4321')).toBe('5511987654321');
  });

  it('treats a local number starting with area code 55 as local', () => {
    expect(leadWhatsappDigits('(55) 98765-4321')).toBe('5555987654321');
  });

  it('gives null when there is no usable number', () => {
    expect(leadWhatsappDigits('')).toBeNull();
    expect(leadWhatsappDigits(null)).toBeNull();
    expect(leadWhatsappDigits('abc 12')).toBeNull();
  });
});

describe('leadWhatsappUrl', () => {
  it('links to wa.me with the digits', () => {
    expect(leadWhatsappUrl('11 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(leadWhatsappUrl(undefined)).toBeNull();
  });

  it('prefills the reply when given one', () => {
    expect(leadWhatsappUrl('11 98765-4321', 'Olá, Ana! "Iate"')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!%20%22Iate%22');
    expect(leadWhatsappUrl('', 'Olá')).toBeNull();
  });
});

describe('leadReplyText', () => {
  it('greets the lead by first name and names the product', () => {
    expect(leadReplyText('  Helena Prado ', 'Iate Azimut 60')).toBe(
      'Olá, Helena! Aqui é da OneBoss. Recebemos seu interesse no produto "Iate Azimut 60" e ficamos à disposição para ajudar.',
    );
  });

  it('answers a general contact without a product', () => {
    expect(leadReplyText('Otávio', null)).toBe('Olá, Otávio! Aqui é da OneBoss. Recebemos sua mensagem e ficamos à disposição para ajudar.');
  });
});

describe('storefrontProductUrl', () => {
  it('joins the storefront origin and /produto/{id}', () => {
    expect(storefrontProductUrl('http://localhost:4200/', 'abc')).toBe('http://localhost:4200/produto/abc');
    expect(storefrontProductUrl('https://oneboss.com.br', 'a b')).toBe('https://oneboss.com.br/produto/a%20b');
  });
});

describe('formatLeadPhone', () => {
  it('formats mobile and landline numbers with the country code', () => {
    expect(formatLeadPhone('21998765432')).toBe('+55 (21) 99876-5432');
    expect(formatLeadPhone('551134567890')).toBe('+55 (11) 3456-7890');
  });

  it('leaves anything else as typed', () => {
    expect(formatLeadPhone('+1 415 555 0100 ext 2')).toBe('+1 415 555 0100 ext 2');
    expect(formatLeadPhone('')).toBe('');
  });
});
