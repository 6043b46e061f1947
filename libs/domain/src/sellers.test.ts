import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_DEFAULTS, productFormSchema } from './schemas/product-form';
import { sellerSchema } from './schemas/seller';
import { ONEBOSS_SELLER_ID, SELLER_FIELD_MESSAGES, formatCnpj, isSellerSlug, responseTimeText, sellerRegistrations, sellerSchemaType, verificationText } from './sellers';

describe('sellers', () => {
  it('says what the verified mark means, dated in Brasília', () => {
    // 02:00 UTC is still the 11th in São Paulo.
    expect(verificationText({ at: '2026-10-12T02:00:00Z', note: 'CNPJ e endereço' })).toBe('Verificado pela OneBoss em 11/10/2026: CNPJ e endereço');
  });

  it('dates a verification in São Paulo as Intl does, before and after its last summer time', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
    fc.assert(
      fc.property(fc.date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(verificationText({ at: date.toISOString(), note: 'x' })).toBe(`Verificado pela OneBoss em ${intl.format(date)}: x`);
      }),
      { numRuns: 2000 },
    );
    // The last summer time ended at 02:00 UTC on 2019-02-17: 01:59 UTC was still the 16th, 02:00 the 16th at 23:00.
    for (const at of ['2019-02-17T01:59:59Z', '2019-02-17T02:00:00Z', '2019-02-17T02:59:59Z', '2019-02-17T03:00:00Z']) {
      expect(verificationText({ at, note: 'x' })).toBe(`Verificado pela OneBoss em ${intl.format(new Date(at))}: x`);
    }
  });

  it('takes as a seller address exactly what the seller form accepts as a slug', () => {
    // The form trims what staff type; an address is taken as given.
    const accepted = (slug: string) => sellerSchema.shape.slug.safeParse(slug).data === slug;
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,90}$/), fc.string({ unit: 'binary' })), (slug) => {
        expect(isSellerSlug(slug)).toBe(accepted(slug));
      }),
      { numRuns: 2000 },
    );
    expect(['prime-motors-collection', 'a'.repeat(80)].map(isSellerSlug)).toEqual([true, true]);
    expect(['', '-a', 'a--b', 'a-', 'A', 'a'.repeat(81), 'a\u0000', ' a', 7].map(isSellerSlug)).toEqual(Array(9).fill(false));
  });

  it('says how fast a seller answers, in whole hours or under one', () => {
    expect(responseTimeText(3.4)).toBe('Responde em média em 3 h');
    expect(responseTimeText(26.6)).toBe('Responde em média em 27 h');
    expect(responseTimeText(0.4)).toBe('Responde em média em menos de 1 h');
  });

  it('formats a CNPJ and names the CRECI by its UF', () => {
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatCnpj('123')).toBe('123');
    expect(sellerRegistrations({ cnpj: '12345678000190', creci: '31457-J', location: { uf: 'SP', cityName: 'São Paulo' } })).toEqual([
      'CNPJ 12.345.678/0001-90',
      'CRECI-SP 31457-J',
    ]);
    expect(sellerRegistrations({ cnpj: null, creci: null, location: null })).toEqual([]);
  });

  it('types the page by the kind: dealership, real-estate agency or broker, otherwise an organization', () => {
    expect(sellerSchemaType({ kind: 'concessionaria', creci: null })).toBe('AutoDealer');
    expect(sellerSchemaType({ kind: 'imobiliaria', creci: '1-J' })).toBe('RealEstateAgent');
    expect(sellerSchemaType({ kind: 'corretor', creci: '24871-F' })).toBe('RealEstateAgent');
    expect(sellerSchemaType({ kind: 'corretor', creci: null })).toBe('Organization');
    expect(sellerSchemaType({ kind: 'particular', creci: null })).toBe('Organization');
    expect(sellerSchemaType({ kind: 'oneboss', creci: null })).toBe('Organization');
  });

  it("gives a new listing OneBoss as its seller, keeps the saved seller when none is named, and refuses a forged id", () => {
    const base = { ...PRODUCT_FORM_DEFAULTS, name: 'Relógio', price: 'R$ 10,00', categoryId: '6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60' };
    expect(productFormSchema.parse(base).sellerId).toBe(ONEBOSS_SELLER_ID);
    expect(productFormSchema.parse({ ...base, sellerId: null }).sellerId).toBeUndefined();
    const forged = productFormSchema.safeParse({ ...base, sellerId: "x' or 1=1" });
    expect(forged.error?.issues.find((issue) => issue.path[0] === 'sellerId')?.message).toBe(SELLER_FIELD_MESSAGES.seller);
  });
});
