import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackends, type TestBackend } from '../testing.js';

// record_whatsapp_lead is open to visitors: a script floods it from one address, from many
// addresses with fresh visitor ids, with oversized or marked-up attribution, or names a user.
const WRITES_PER_ADDRESS = 3;
const LISTING_LEADS_PER_HOUR = 6;
const PRODUCT = '000000aa-0000-4000-8000-000000000002';
const SELLER = '000000aa-0000-4000-8000-0000000000a1';
const VICTIM = '000000aa-0000-4000-8000-0000000000b1';

const backends: TestBackend[] = await startTestBackends({
  seed: 'none',
  limits: { rate: { visitorWritesPerAddress: { points: WRITES_PER_ADDRESS, seconds: 600 } } },
});
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

interface Answer {
  status: number;
  body: string;
}

/** Calls the RPC as a visitor from `fromAddress` (127.0.0.0/8 all reaches the loopback server) with a raw body. */
function tap(backend: TestBackend, body: string, fromAddress: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${backend.url}/rest/v1/rpc/record_whatsapp_lead`,
      {
        method: 'POST',
        localAddress: fromAddress,
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${token ?? backend.anonKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const args = (fields: Record<string, unknown>) =>
  JSON.stringify({ _product_id: PRODUCT, _reference_code: 'OB-AAAA22', _visitor_id: 'visitante-ataque-0001', ...fields });

describe.each(backends)('record_whatsapp_lead under attack on $name', (backend) => {
  let address = 20;
  const nextAddress = () => `127.0.0.${(address += 1)}`;
  const count = async (where: string, params: unknown[] = []): Promise<number> =>
    (await backend.sql.query<{ count: number }>(`select count(*)::int as count from public.leads where ${where}`, params))[0].count;

  beforeAll(async () => {
    await backend.sql.exec(`
      update private.lead_screening_settings set listing_leads_per_hour = ${LISTING_LEADS_PER_HOUR};
      insert into auth.users (id, email, email_confirmed_at) values ('${VICTIM}', 'vitima-ataque@example.com', now());
      insert into public.sellers (id, slug, name, kind, whatsapp) values ('${SELLER}', 'ataque-motors', 'Ataque Motors', 'concessionaria', '5511955554444');
      insert into public.categories (id, name, value) values ('000000aa-0000-4000-8000-000000000001', 'Ataque', 'ataque');
      insert into public.products (id, name, price, category_id, seller_id) values ('${PRODUCT}', 'Porsche Ataque', 10, '000000aa-0000-4000-8000-000000000001', '${SELLER}');
    `);
  });

  it('answers 429 past the per-address allowance, folded taps included', async () => {
    const from = nextAddress();
    const answers: number[] = [];
    for (let sent = 0; sent <= WRITES_PER_ADDRESS; sent += 1) {
      answers.push((await tap(backend, args({ _visitor_id: 'visitante-rajada-0001', _reference_code: 'OB-RAJ234' }), from)).status);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(await count(`visitor_id = 'visitante-rajada-0001'`)).toBe(1);
    expect(await count(`visitor_id = 'visitante-rajada-0001' and taps = ${WRITES_PER_ADDRESS}`)).toBe(1);
  });

  it('keeps a flood of fresh visitor ids from many addresses to the hourly cap of the listing', async () => {
    const before = await count(`product_id = $1`, [PRODUCT]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => tap(backend, args({ _visitor_id: `visitante-inunda-${String(n).padStart(4, '0')}`, _reference_code: `OB-NND${'23456789ABCD'[n]}2` }), nextAddress())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(before).toBeLessThan(LISTING_LEADS_PER_HOUR);
    expect(await count(`product_id = $1`, [PRODUCT])).toBe(LISTING_LEADS_PER_HOUR);
    // Past the cap the answer is null: the chat opens, nothing is stored.
    expect(answers.filter((answer) => answer.body === 'null')).toHaveLength(12 - (LISTING_LEADS_PER_HOUR - before));
  });

  it('refuses oversized and control-character attribution with a 4xx, never a 500, and stores nothing', async () => {
    const oversized = await tap(backend, args({ _visitor_id: 'visitante-enorme-0001', _utm_campaign: 'x'.repeat(200_000) }), nextAddress());
    expect([400, 413]).toContain(oversized.status);
    const long = await tap(backend, args({ _visitor_id: 'visitante-enorme-0002', _referrer: `https://a.example/${'y'.repeat(600)}` }), nextAddress());
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body)).toMatchObject({ message: 'Página de origem inválida: um endereço http(s) de até 500 caracteres.' });
    const control = await tap(backend, args({ _visitor_id: 'visitante-enorme-0003', _utm_source: 'a\u0000b' }), nextAddress());
    expect(control.status).toBeGreaterThanOrEqual(400);
    expect(control.status).toBeLessThan(500);
    expect(await count(`visitor_id like 'visitante-enorme-%'`)).toBe(0);
  });

  it('keeps markup as text', async () => {
    await backend.sql.exec(`update private.lead_screening_settings set listing_leads_per_hour = 1000`);
    const answer = await tap(
      backend,
      args({ _visitor_id: 'visitante-markup-0001', _reference_code: 'OB-MRK234', _utm_source: '<script>alert(1)</script>', _referrer: 'https://x.example/"><svg/onload=alert(1)>' }),
      nextAddress(),
    );
    expect(answer.status).toBe(200);
    const [row] = await backend.sql.query<{ utm_source: string; referrer: string }>(`select utm_source, referrer from public.leads where reference_code = 'OB-MRK234'`);
    expect(row).toEqual({ utm_source: '<script>alert(1)</script>', referrer: 'https://x.example/"><svg/onload=alert(1)>' });
  });

  it('takes no user, channel or seller from the body', async () => {
    const forged = await tap(
      backend,
      args({ _visitor_id: 'visitante-forja-0001', _reference_code: 'OB-FRJ234', _user_id: VICTIM, _channel: 'form', _seller_id: null }),
      nextAddress(),
    );
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    expect(await count(`user_id = $1`, [VICTIM])).toBe(0);
    const direct = await new Promise<Answer>((resolve, reject) => {
      const body = JSON.stringify({ name: 'Forja', email: 'forja@example.com', product_id: PRODUCT, channel: 'whatsapp', user_id: VICTIM, taps: 500, form_fill_ms: 5000, consent_text_version: '2025-11-27' });
      const outgoing = request(
        `${backend.url}/rest/v1/leads`,
        { method: 'POST', localAddress: nextAddress(), headers: { apikey: backend.anonKey, 'content-type': 'application/json', prefer: 'return=minimal', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: '' }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    expect(direct.status).toBe(201);
    const [row] = await backend.sql.query<{ channel: string; user_id: string | null; taps: number; seller_id: string }>(
      `select channel, user_id, taps, seller_id from public.leads where email = 'forja@example.com'`,
    );
    expect(row).toEqual({ channel: 'form', user_id: null, taps: 1, seller_id: SELLER });
  });
});
