import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signedIn, type Session } from '../test-support/sessions.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// Seller staff (20261128212000, 20261128212100) from the outside: a customer and a member of
// another seller try the new functions and tables over HTTP; refusals are 4xx, never a 500.
const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe.each(backends)('seller staff attacks on $name', (backend) => {
  const json = { apikey: backend.anonKey, 'content-type': 'application/json' };
  const service = { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}`, 'content-type': 'application/json', prefer: 'return=representation' };
  const as = (session: Session) => ({ ...json, authorization: `Bearer ${session.accessToken}`, prefer: 'return=representation' });

  async function serviceInsert(table: string, row: Record<string, unknown>): Promise<Record<string, string>> {
    const response = await fetch(`${backend.url}/rest/v1/${table}`, { method: 'POST', headers: service, body: JSON.stringify(row) });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as Record<string, string>[])[0];
  }

  async function rpc(headers: Record<string, string>, name: string, body: unknown): Promise<{ status: number; body: { code?: string; message?: string } | unknown }> {
    const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  async function setup() {
    const sellerA = await serviceInsert('sellers', { slug: `ataque-a-${randomUUID().slice(0, 8)}`, name: 'Alvo A', kind: 'corretor', whatsapp: '5511999990000' });
    const sellerB = await serviceInsert('sellers', { slug: `ataque-b-${randomUUID().slice(0, 8)}`, name: 'Alvo B', kind: 'corretor', whatsapp: '5511999990001' });
    const categories = (await (await fetch(`${backend.url}/rest/v1/categories?select=id&limit=1`, { headers: service })).json()) as { id: string }[];
    const category = categories[0] ?? (await serviceInsert('categories', { name: 'Ataque', value: `ataque-${randomUUID().slice(0, 8)}` }));
    const listingB = await serviceInsert('products', { name: 'Anúncio B', price: 10, category_id: category.id, seller_id: sellerB.id, published: true });
    const member = await signedIn(backend, false);
    await serviceInsert('seller_members', { seller_id: sellerA.id, user_id: member.userId });
    const listingA = await serviceInsert('products', { name: 'Anúncio A', price: 10, category_id: category.id, seller_id: sellerA.id, published: true });
    const customer = await signedIn(backend, false);
    const admin = await signedIn(backend, true);
    return { sellerA, sellerB, listingA, listingB, member, customer, admin };
  }

  it('keeps the review and invitation functions to admins', async () => {
    const { sellerA, listingA, member, customer, admin } = await setup();
    const patched = await fetch(`${backend.url}/rest/v1/products?id=eq.${listingA.id}`, { method: 'PATCH', headers: as(member), body: JSON.stringify({ price: 1 }) });
    expect(patched.status).toBe(200);
    const revisions = (await (await fetch(`${backend.url}/rest/v1/product_revisions?product_id=eq.${listingA.id}&select=id,status`, { headers: as(member) })).json()) as { id: string }[];
    expect(revisions).toHaveLength(1);

    for (const session of [member, customer]) {
      for (const [name, body] of [
        ['approve_product_revision', { _revision_id: revisions[0].id }],
        ['reject_product_revision', { _revision_id: revisions[0].id, _reason: 'não' }],
        ['invite_seller_member', { _seller_id: sellerA.id, _email: `intruso-${randomUUID()}@example.com` }],
      ] as const) {
        const answer = await rpc(as(session), name, body);
        expect(answer.status, name).toBe(403);
        expect((answer.body as { code?: string }).code).toBe('42501');
      }
    }
    expect((await rpc(as(customer), 'seller_team', { _seller_id: sellerA.id })).body).toEqual([]);
    expect((await rpc(as(customer), 'current_seller_ids', {})).body).toEqual([]);

    // Oversized and forged input: refused with a pt-BR 4xx, never a 500.
    const long = await rpc(as(admin), 'invite_seller_member', { _seller_id: sellerA.id, _email: `${'a'.repeat(5000)}@example.com` });
    expect(long.status).toBe(400);
    expect((long.body as { message?: string }).message).toBe('Informe um e-mail válido.');
    const markup = await rpc(as(admin), 'reject_product_revision', { _revision_id: revisions[0].id, _reason: 'x'.repeat(5000) });
    expect(markup.status).toBeGreaterThanOrEqual(400);
    expect(markup.status).toBeLessThan(500);
    const unknown = await rpc(as(admin), 'approve_product_revision', { _revision_id: randomUUID() });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Alteração não encontrada.' } });
    expect((await rpc(as(admin), 'approve_product_revision', { _revision_id: revisions[0].id })).status).toBeLessThan(300);
    const twice = await rpc(as(admin), 'approve_product_revision', { _revision_id: revisions[0].id });
    expect(twice).toMatchObject({ status: 409, body: { message: 'Esta alteração já foi revisada.' } });
    const noSeller = await rpc(as(admin), 'invite_seller_member', { _seller_id: randomUUID(), _email: `x-${randomUUID()}@example.com` });
    expect(noSeller).toMatchObject({ status: 404, body: { message: 'Vendedor não encontrado.' } });
    const notUuid = await rpc(as(admin), 'approve_product_revision', { _revision_id: 'nada' });
    expect(notUuid.status).toBe(400);
  });

  it('keeps a member out of another seller and of the platform\'s marks', async () => {
    const { sellerA, sellerB, listingB, member } = await setup();
    const headers = as(member);
    const patchB = await fetch(`${backend.url}/rest/v1/products?id=eq.${listingB.id}`, { method: 'PATCH', headers, body: JSON.stringify({ price: 1 }) });
    expect(await patchB.json()).toEqual([]);
    const picture = await fetch(`${backend.url}/rest/v1/product_images`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ product_id: listingB.id, url: `${backend.url}/storage/v1/object/public/products/${listingB.id}/x.jpg` }),
    });
    expect(picture.status).toBe(403);
    const upload = await fetch(`${backend.url}/storage/v1/object/products/${listingB.id}/x.png`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${member.accessToken}`, 'content-type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(upload.status).toBeGreaterThanOrEqual(400);
    expect(upload.status).toBeLessThan(500);
    const trusted = await fetch(`${backend.url}/rest/v1/sellers?id=eq.${sellerA.id}`, { method: 'PATCH', headers, body: JSON.stringify({ trusted: true }) });
    expect(trusted.status).toBe(403);
    const join = await fetch(`${backend.url}/rest/v1/seller_members`, { method: 'POST', headers, body: JSON.stringify({ seller_id: sellerB.id, user_id: member.userId }) });
    expect(join.status).toBe(403);
    const invitation = await fetch(`${backend.url}/rest/v1/seller_member_invitations`, { method: 'POST', headers, body: JSON.stringify({ seller_id: sellerB.id, email: member.email }) });
    expect(invitation.status).toBe(403);
    const revision = await fetch(`${backend.url}/rest/v1/product_revisions`, { method: 'POST', headers, body: JSON.stringify({ product_id: listingB.id, seller_id: sellerB.id }) });
    expect(revision.status).toBe(403);
    expect((await rpc(headers, 'seller_team', { _seller_id: sellerB.id })).body).toEqual([]);
  });

  it('gives an invited address nothing until its owner confirms it', async () => {
    const { sellerA, admin } = await setup();
    const email = `convidado-${randomUUID()}@example.com`;
    expect((await rpc(as(admin), 'invite_seller_member', { _seller_id: sellerA.id, _email: email })).body).toBe('invited');
    // Someone else signs up with the invited address and never confirms it.
    const signUp = await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: `senha-${randomUUID()}` }) });
    expect(signUp.status).toBeLessThan(500);
    const body = (await signUp.json()) as { access_token?: string };
    if (body.access_token) {
      const ids = await rpc({ ...json, authorization: `Bearer ${body.access_token}` }, 'current_seller_ids', {});
      expect(ids.body).toEqual([]);
    }
    // Linking the unconfirmed account does not help either.
    expect((await rpc(as(admin), 'invite_seller_member', { _seller_id: sellerA.id, _email: email })).body).toBe('linked');
    const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'x' }) });
    expect(signIn.status).toBe(400);
  });
});
