import { leadReferenceCode } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mailTo, serviceClient, signInAsAdmin, signInAsUser, uniqueToken, type SignedIn } from '../testing';
import { recordWhatsappLead } from './whatsapp-lead';

type WhatsappTap = Parameters<typeof recordWhatsappLead>[1];

const freshCode = () => leadReferenceCode(crypto.getRandomValues(new Uint8Array(6)));
const freshVisitor = () => `visitante-${uniqueToken()}`.replace(/[^A-Za-z0-9_-]/g, '-').padEnd(16, '0');

describe.each(inject('backends'))('WhatsApp leads on $name', (backend) => {
  let admin: SignedIn;
  let sellerId: string;
  let productId: string;
  let hiddenId: string;
  let memberEmail: string;
  const endpoint = { url: backend.url, anonKey: backend.anonKey };

  beforeAll(async () => {
    admin = await signInAsAdmin(backend);
    const service = serviceClient(backend);
    const token = uniqueToken();
    const seller = await service
      .from('sellers')
      .insert({ slug: `zap-${token}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name: `Zap Veículos ${token}`, kind: 'concessionaria', whatsapp: '5511955554444' })
      .select('id')
      .single();
    if (seller.error) throw seller.error;
    sellerId = seller.data.id as string;
    const category = await service.from('categories').insert({ name: `Zap ${token}`, value: `zap-${token}` }).select('id').single();
    if (category.error) throw category.error;
    const products = await service
      .from('products')
      .insert([
        { name: `Porsche Zap ${token}`, price: 10, category_id: category.data.id, seller_id: sellerId },
        { name: `Oculto Zap ${token}`, price: 10, category_id: category.data.id, seller_id: sellerId, published: false },
      ])
      .select('id,name');
    if (products.error) throw products.error;
    [productId, hiddenId] = products.data.map((row) => row.id as string);
    const member = await signInAsUser(backend);
    memberEmail = member.email;
    const membership = await service.from('seller_members').insert({ seller_id: sellerId, user_id: member.userId });
    if (membership.error) throw membership.error;
  });

  const tap = (fields: Partial<WhatsappTap> = {}): WhatsappTap => ({
    productId,
    referenceCode: freshCode(),
    visitorId: freshVisitor(),
    pagePath: `/produto/${productId}?utm_source=instagram&utm_campaign=verao`,
    referrer: 'https://l.instagram.com/',
    utmSource: 'instagram',
    utmMedium: null,
    utmCampaign: 'verao',
    ...fields,
  });
  const leadsOf = async (visitorId: string) =>
    (await admin.db.from('leads').select('channel,seller_id,reference_code,taps,utm_source,utm_campaign,referrer,page_path,user_id').eq('visitor_id', visitorId)).data ?? [];

  it("records a visitor's tap with its code, channel, seller and attribution, and mails the seller's members", async () => {
    const first = tap();
    expect(await recordWhatsappLead(endpoint, first)).toBe(first.referenceCode);
    expect(await leadsOf(first.visitorId)).toEqual([
      {
        channel: 'whatsapp',
        seller_id: sellerId,
        reference_code: first.referenceCode,
        taps: 1,
        utm_source: 'instagram',
        utm_campaign: 'verao',
        referrer: 'https://l.instagram.com/',
        page_path: first.pagePath,
        user_id: null,
      },
    ]);
    const mails = await mailTo(backend, memberEmail);
    expect(mails.some((mail) => mail.subject.includes('WhatsApp') && mail.text.includes(first.referenceCode))).toBe(true);
  });

  it('folds the same visitor\'s taps on one listing into one lead and answers its code', async () => {
    const first = tap();
    await recordWhatsappLead(endpoint, first);
    expect(await recordWhatsappLead(endpoint, { ...first, referenceCode: freshCode() })).toBe(first.referenceCode);
    expect(await recordWhatsappLead(endpoint, { ...first, referenceCode: freshCode() })).toBe(first.referenceCode);
    const leads = await leadsOf(first.visitorId);
    expect(leads.map((lead) => [lead.reference_code, lead.taps])).toEqual([[first.referenceCode, 3]]);
  });

  it("never reaches another visitor's lead through its code", async () => {
    const owner = tap();
    await recordWhatsappLead(endpoint, owner);
    const intruder = tap({ referenceCode: owner.referenceCode });
    const answered = await recordWhatsappLead(endpoint, intruder);
    expect(answered).not.toBe(owner.referenceCode);
    expect((await leadsOf(owner.visitorId))[0]?.taps).toBe(1);
    expect((await leadsOf(intruder.visitorId))[0]?.reference_code).toBe(answered);
  });

  it('takes the user from the token of a signed-in buyer', async () => {
    const buyer = await signInAsUser(backend);
    const { data } = await buyer.db.auth.getSession();
    const signedIn = tap();
    await recordWhatsappLead({ ...endpoint, accessToken: data.session?.access_token }, signedIn);
    expect((await leadsOf(signedIn.visitorId))[0]?.user_id).toBe(buyer.userId);
  });

  it('refuses bad input with pt-BR messages, never a server error', async () => {
    const refusals: [Partial<WhatsappTap>, string][] = [
      [{ productId: hiddenId }, 'Produto não encontrado.'],
      [{ productId: crypto.randomUUID() }, 'Produto não encontrado.'],
      [{ referenceCode: 'OB-0O1I' }, 'Código de atendimento inválido.'],
      [{ referenceCode: "OB-7F3K'; drop table leads; --" }, 'Código de atendimento inválido.'],
      [{ visitorId: 'curto' }, 'Identificador de visitante inválido.'],
      [{ utmCampaign: 'x'.repeat(101) }, 'Campanha inválida: até 100 caracteres, em uma linha.'],
      [{ utmSource: 'a\nb' }, 'Origem da campanha inválida: até 100 caracteres, em uma linha.'],
      [{ referrer: 'javascript:alert(1)' }, 'Página de origem inválida: um endereço http(s) de até 500 caracteres.'],
      [{ pagePath: '//evil.example/x' }, 'Endereço da página inválido: até 300 caracteres, em uma linha.'],
    ];
    for (const [fields, message] of refusals) {
      await expect(recordWhatsappLead(endpoint, tap(fields)), JSON.stringify(fields)).rejects.toMatchObject({ status: 400, userMessage: message });
    }
    await expect(recordWhatsappLead(endpoint, tap({ productId: 'não-é-uuid' }))).rejects.toMatchObject({ status: 400 });
  });

  it('stores markup in the attribution as inert text', async () => {
    const marked = tap({ utmSource: '<script>alert(1)</script>', utmCampaign: '<img src=x onerror=alert(1)>' });
    await recordWhatsappLead(endpoint, marked);
    const [lead] = await leadsOf(marked.visitorId);
    expect([lead?.utm_source, lead?.utm_campaign]).toEqual(['<script>alert(1)</script>', '<img src=x onerror=alert(1)>']);
  });
});
