import { describe, expect, it } from 'vitest';
import { isLeadReferenceCode, leadPagePath, leadReferenceCode, visitAttribution, whatsappLeadMessage } from './lead-attribution';

describe('leadReferenceCode', () => {
  it('maps six bytes onto the unambiguous alphabet, in the form the database accepts', () => {
    expect(leadReferenceCode(new Uint8Array([0, 1, 8, 31, 32, 255]))).toBe('OB-23AZ2Z');
    for (let run = 0; run < 200; run += 1) {
      const code = leadReferenceCode(crypto.getRandomValues(new Uint8Array(6)));
      expect(isLeadReferenceCode(code)).toBe(true);
      expect(code.slice(3)).not.toMatch(/[01IO]/);
    }
  });

  it('refuses too few bytes, and malformed codes are not codes', () => {
    expect(() => leadReferenceCode(new Uint8Array(5))).toThrow(RangeError);
    for (const bad of ['OB-7F3', 'OB-7F3KQ2X', 'ob-7f3k', 'OB-7F0K', 'XX-7F3K', "OB-7F3K'; --", null, 7]) {
      expect(isLeadReferenceCode(bad)).toBe(false);
    }
  });
});

describe('visitAttribution', () => {
  it('keeps the landing UTM parameters and an outside referrer', () => {
    expect(visitAttribution('https://oneboss.com.br/produto/1?utm_source=instagram&utm_campaign=verao', 'https://l.instagram.com/')).toEqual({
      utmSource: 'instagram',
      utmMedium: null,
      utmCampaign: 'verao',
      referrer: 'https://l.instagram.com/',
    });
  });

  it('drops the site as its own referrer, non-http referrers and control characters; cuts long values', () => {
    const long = 'x'.repeat(150);
    const attribution = visitAttribution(`https://oneboss.com.br/?utm_source=${long}&utm_medium=a%0Ab`, 'https://oneboss.com.br/loja');
    expect(attribution).toEqual({ utmSource: 'x'.repeat(100), utmMedium: null, utmCampaign: null, referrer: null });
    expect(visitAttribution('https://oneboss.com.br/', 'javascript:alert(1)').referrer).toBeNull();
  });
});

describe('leadPagePath and whatsappLeadMessage', () => {
  it('records the path and query, and names the listing, its link and the code', () => {
    expect(leadPagePath('https://oneboss.com.br/produto/abc?utm_source=x')).toBe('/produto/abc?utm_source=x');
    expect(leadPagePath(`https://oneboss.com.br/produto/abc?q=${'y'.repeat(400)}`)).toBe('/produto/abc');
    expect(whatsappLeadMessage('Lancha 40 pés', 'https://oneboss.com.br/produto/abc', 'OB-7F3KQ2')).toBe(
      'Olá, vim do site e quero saber mais sobre o produto "Lancha 40 pés": https://oneboss.com.br/produto/abc (código OB-7F3KQ2)',
    );
  });
});
