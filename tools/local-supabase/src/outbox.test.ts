import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { storefrontUrl } from './lite-app.js';
import { readMailbox } from './mail/read-mailbox.js';
import { clientFor } from './test-support/clients.js';
import { startTestBackends, type TestBackend } from './testing.js';

const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe.each(backends)('mails the database queues, on $name', (backend) => {
  const anon = clientFor(backend, backend.anonKey);

  it('reach the mailbox before the RPC answers, with the link on the storefront, once', async () => {
    const email = `outbox-${randomUUID()}@example.com`;
    expect((await anon.rpc('request_account_deletion', { email: email.toUpperCase() })).error).toBeNull();

    const [mail, ...others] = await readMailbox(backend.url, backend.serviceKey, email);
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Confirme a exclusão da sua conta OneBoss');
    const link = new URL(mail.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${new URL(storefrontUrl()).origin}/cancelar/confirmar`);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.text).not.toContain('{{link}}');
    expect(await backend.sql.query('select 1 from private.email_outbox where recipient = $1', [email])).toEqual([]);

    const confirmed = await anon.rpc('confirm_account_deletion', { token: link.searchParams.get('token') });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ status: 'confirmed' });
    expect(await readMailbox(backend.url, backend.serviceKey, email)).toHaveLength(1);
  });

  it('is read after a function that can write, and after an unknown name, not after a stable read', async () => {
    const email = `queued-${randomUUID()}@example.com`;
    const queued = () => backend.sql.query('select 1 from private.email_outbox where recipient = $1', [email]);
    await backend.sql.query(`insert into private.email_outbox (recipient, subject, body) values ($1, 'Fila', 'Texto')`, [email]);

    expect((await anon.rpc('shop_facets', {})).error).toBeNull();
    expect(await queued()).toHaveLength(1);

    expect((await anon.rpc('nao_existe', {})).status).toBe(404);
    expect(await queued()).toEqual([]);
    expect((await readMailbox(backend.url, backend.serviceKey, email)).map((mail) => mail.subject)).toEqual(['Fila']);

    await backend.sql.query(`insert into private.email_outbox (recipient, subject, body) values ($1, 'Fila 2', 'Texto')`, [email]);
    expect((await anon.rpc('request_account_deletion', { email: 'sem-arroba' })).status).toBe(400);
    expect(await queued()).toEqual([]);
  });

  it('answers a malformed e-mail or a forged token with 400 and the pt-BR text', async () => {
    const request = await anon.rpc('request_account_deletion', { email: 'sem-arroba' });
    expect(request.status).toBe(400);
    expect(request.error?.message).toBe('Por favor, insira um email válido.');
    const confirm = await anon.rpc('confirm_account_deletion', { token: 'f'.repeat(64) });
    expect(confirm.status).toBe(400);
    expect(confirm.error?.message).toMatch(/^Link de confirmação inválido/);
  });
});
