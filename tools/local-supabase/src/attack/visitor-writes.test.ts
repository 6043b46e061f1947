import { afterAll, describe, expect, it } from 'vitest';
import { startTestBackends, type TestBackend } from '../testing.js';

// The project's own schema: leads and newsletter_subscribers are what visitors may write.
const WRITES_PER_ADDRESS = 5;
const DELETION_REQUESTS_PER_ADDRESS = 3;
const backends: TestBackend[] = await startTestBackends({
  limits: {
    rate: {
      visitorWritesPerAddress: { points: WRITES_PER_ADDRESS, seconds: 600 },
      deletionRequestsPerAddress: { points: DELETION_REQUESTS_PER_ADDRESS, seconds: 3600 },
    },
  },
});
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe.each(backends)('visitor writes on $name', (backend) => {
  const insert = (table: string, row: Record<string, unknown>, key = backend.anonKey) =>
    fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(row),
    });
  const lead = (n: number) => ({ name: `Visitante ${n}`, email: `visitante.${n}@example.com`, message: 'Tenho interesse.', form_fill_ms: 5000, consent_text_version: '2025-11-27' });

  it('refuses a script sending leads from one address, each from a new e-mail, well before the 100th', async () => {
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let n = 0; n < 100 && !refusal; n += 1) {
      const response = await insert('leads', lead(n));
      statuses.push(response.status);
      if (response.status === 429) refusal = response;
    }
    expect(statuses).toEqual([...Array<number>(WRITES_PER_ADDRESS).fill(201), 429]);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refusal?.json()).toEqual({
      code: 'PT429',
      message: 'Muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.',
      details: null,
      hint: null,
    });
    const stored = await fetch(`${backend.url}/rest/v1/leads?select=id&email=like.visitante.*`, {
      headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` },
    });
    expect(await stored.json()).toHaveLength(WRITES_PER_ADDRESS);
  });

  it('counts newsletter sign-ups in the same allowance, and never limits the secret key', async () => {
    expect((await insert('newsletter_subscribers', { email: 'novidades@example.com' })).status).toBe(429);
    expect((await insert('newsletter_subscribers', { email: 'dono@example.com' }, backend.serviceKey)).status).toBe(201);
    expect((await insert('leads', lead(1000), backend.serviceKey)).status).toBe(201);
  });

  it('refuses a script asking, from one address, to delete the accounts of a list of e-mails', async () => {
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let n = 0; n < 12 && !refusal; n += 1) {
      const response = await fetch(`${backend.url}/rest/v1/rpc/request_account_deletion`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `alvo.${n}@example.com` }),
      });
      statuses.push(response.status);
      if (response.status === 429) refusal = response;
    }
    expect(statuses).toEqual([...Array<number>(DELETION_REQUESTS_PER_ADDRESS).fill(204), 429]);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refusal?.json()).toEqual({
      code: 'PT429',
      message: 'Muitos pedidos de exclusão em pouco tempo. Aguarde e tente novamente mais tarde.',
      details: null,
      hint: null,
    });
    const requests = await fetch(`${backend.url}/rest/v1/account_deletion_requests?select=id&email=like.alvo.*`, {
      headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` },
    });
    expect(await requests.json()).toHaveLength(DELETION_REQUESTS_PER_ADDRESS);
  });

  it('leaves reads alone', async () => {
    const read = await fetch(`${backend.url}/rest/v1/categories?select=id`, { headers: { apikey: backend.anonKey } });
    expect(read.status).toBe(200);
  });
});
