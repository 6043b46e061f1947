import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox, startTestBackends, type TestBackend } from '../testing.js';

// One script behind many addresses: the per-address allowance is low, as a real deployment's is,
// and each lead below leaves from its own loopback address (the guard keys on the socket's peer).
const WRITES_PER_ADDRESS = 2;
const LEADS_PER_HOUR = 8;
const ADMIN = 'alerta-triagem@oneboss.local';
const STAND_IN_ANSWER = 'desafio-local-resolvido';
// The privacy notice's version the form sends with every lead.
const CONSENT = { consent_text_version: '2025-11-27' };

const backends: TestBackend[] = await startTestBackends({
  seed: 'none',
  limits: { rate: { visitorWritesPerAddress: { points: WRITES_PER_ADDRESS, seconds: 600 } } },
});
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

interface Answer {
  status: number;
  body: string;
}

/** POSTs a row to `table` as a visitor from `fromAddress` (127.0.0.0/8 all reaches the loopback server). */
function sendAsVisitor(backend: TestBackend, table: 'leads' | 'newsletter_subscribers', row: Record<string, unknown>, fromAddress: string): Promise<Answer> {
  const body = JSON.stringify(row);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${backend.url}/rest/v1/${table}`,
      {
        method: 'POST',
        localAddress: fromAddress,
        headers: { apikey: backend.anonKey, 'content-type': 'application/json', prefer: 'return=minimal', 'content-length': Buffer.byteLength(body) },
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

const sendLead = (backend: TestBackend, lead: Record<string, unknown>, fromAddress: string) => sendAsVisitor(backend, 'leads', lead, fromAddress);

describe.each(backends)('lead screening on $name', (backend) => {
  let address = 10;
  const nextAddress = () => `127.0.0.${(address += 1)}`;
  const storedLeads = async (emailPattern: string): Promise<number> =>
    (await backend.sql.query<{ count: number }>('select count(*)::int as count from public.leads where email like $1', [emailPattern]))[0].count;

  beforeAll(async () => {
    await backend.sql.exec(`
      update private.lead_screening_settings set leads_per_hour = ${LEADS_PER_HOUR};
      insert into public.admin_permissions (email) values ('${ADMIN}');
    `);
  });

  it('answers a lead with the trap filled, sent too fast or posted without the form like a success, and stores none', async () => {
    const bots = [
      { name: 'Robô', email: 'robo.armadilha@example.com', form_trap: 'https://compre.example', form_fill_ms: 9000, ...CONSENT },
      { name: 'Robô', email: 'robo.rapido@example.com', form_fill_ms: 400, ...CONSENT },
      { name: 'Robô', email: 'robo.direto@example.com', ...CONSENT },
    ];
    for (const bot of bots) expect(await sendLead(backend, bot, nextAddress())).toEqual({ status: 201, body: '' });
    expect(await storedLeads('robo.%')).toBe(0);

    expect((await sendLead(backend, { name: 'Pessoa', email: 'pessoa.triagem@example.com', form_fill_ms: 6000, ...CONSENT }, nextAddress())).status).toBe(201);
    expect(await storedLeads('pessoa.triagem@example.com')).toBe(1);
  });

  it('asks for the challenge once many addresses cross the hourly cap, lets a solved one through and alerts the admins once', async () => {
    const lead = (n: number) => ({ name: `Rede ${n}`, email: `rede.${n}@example.com`, message: 'Tenho interesse.', form_fill_ms: 4000, ...CONSENT });
    const already = await storedLeads('%');
    for (let n = already; n < LEADS_PER_HOUR; n += 1) expect((await sendLead(backend, lead(n), nextAddress())).status).toBe(201);
    expect(await storedLeads('%')).toBe(LEADS_PER_HOUR);

    const challenged = await sendLead(backend, lead(100), nextAddress());
    expect({ status: challenged.status, body: JSON.parse(challenged.body) }).toMatchObject({
      status: 428,
      body: { code: 'PT428', message: 'Confirme que você não é um robô para enviar a mensagem.', hint: 'challenge_required' },
    });
    const wrong = await sendLead(backend, { ...lead(100), challenge_token: 'chute' }, nextAddress());
    expect(wrong.status).toBe(428);
    expect(await storedLeads('rede.100@example.com')).toBe(0);

    expect((await sendLead(backend, { ...lead(100), challenge_token: STAND_IN_ANSWER }, nextAddress())).status).toBe(201);
    expect((await sendLead(backend, { ...lead(101), challenge_token: STAND_IN_ANSWER }, nextAddress())).status).toBe(201);
    expect(await storedLeads('rede.10_@example.com')).toBe(2);

    const alerts = await readMailbox(backend.url, backend.serviceKey, ADMIN);
    expect(alerts.map((mail) => mail.subject)).toEqual(['OneBoss: muitas mensagens novas em uma hora']);
    expect(alerts[0].text).toContain(`${LEADS_PER_HOUR} mensagens de visitantes na última hora`);
  });

  it('with no challenge provider configured, refuses a lead past the cap whatever answer it carries, and says so', async () => {
    await backend.sql.exec(`update private.lead_screening_settings set challenge_provider = 'none'`);
    try {
      const refused = await sendLead(
        backend,
        { name: 'Sem desafio', email: 'sem.desafio@example.com', form_fill_ms: 4000, challenge_token: STAND_IN_ANSWER, ...CONSENT },
        nextAddress(),
      );
      expect({ status: refused.status, body: JSON.parse(refused.body) }).toMatchObject({
        status: 428,
        body: { code: 'PT428', hint: 'challenge_unavailable', message: 'Recebemos muitas mensagens agora. Tente novamente mais tarde ou fale conosco pelo WhatsApp.' },
      });
      expect(await storedLeads('sem.desafio@example.com')).toBe(0);
    } finally {
      await backend.sql.exec(`update private.lead_screening_settings set challenge_provider = 'stand-in'`);
    }
  });
});

describe.each(backends)('newsletter screening on $name', (backend) => {
  let address = 10;
  const nextAddress = () => `127.0.1.${(address += 1)}`;
  const storedSubscribers = async (emailPattern: string): Promise<number> =>
    (await backend.sql.query<{ count: number }>('select count(*)::int as count from public.newsletter_subscribers where email like $1', [emailPattern]))[0]
      .count;

  it('answers a sign-up with the trap filled, sent too fast or posted without the form like a real one, stores none and mails none', async () => {
    const bots = [
      { email: 'robo.nl.armadilha@example.com', form_trap: 'https://compre.example', form_fill_ms: 9000, ...CONSENT },
      { email: 'robo.nl.rapido@example.com', form_fill_ms: 400, ...CONSENT },
      { email: 'robo.nl.direto@example.com', ...CONSENT },
    ];
    const person = await sendAsVisitor(backend, 'newsletter_subscribers', { email: 'pessoa.nl@example.com', form_trap: '', form_fill_ms: 6000, ...CONSENT }, nextAddress());
    expect(person.status).toBe(201);
    for (const bot of bots) expect(await sendAsVisitor(backend, 'newsletter_subscribers', bot, nextAddress())).toEqual(person);
    expect(await storedSubscribers('robo.nl.%')).toBe(0);
    for (const bot of bots) expect(await readMailbox(backend.url, backend.serviceKey, bot.email)).toEqual([]);

    expect(await storedSubscribers('pessoa.nl@example.com')).toBe(1);
    const [confirmation] = await readMailbox(backend.url, backend.serviceKey, 'pessoa.nl@example.com');
    expect(confirmation?.subject).toBe('Confirme sua inscrição na newsletter OneBoss');
  });
});
