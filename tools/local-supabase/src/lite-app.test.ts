import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { storefrontUrl } from './lite-app.js';
import { readMailbox } from './mail/read-mailbox.js';
import { clientFor, FIXTURE_MIGRATIONS } from './test-support/clients.js';
import { startTestBackends, type TestBackend } from './testing.js';

describe('storefrontUrl', () => {
  it('is VITE_STOREFRONT_URL, else localhost on STOREFRONT_PORT, else on 4200', () => {
    expect(storefrontUrl({ VITE_STOREFRONT_URL: 'https://loja.example.com', STOREFRONT_PORT: '4999' })).toBe('https://loja.example.com');
    expect(storefrontUrl({ STOREFRONT_PORT: '4999' })).toBe('http://localhost:4999');
    expect(storefrontUrl({})).toBe('http://localhost:4200');
  });
});

// The storefront moved to another port, with no URL of its own configured.
const saved = { port: process.env.STOREFRONT_PORT, url: process.env.VITE_STOREFRONT_URL };
process.env.STOREFRONT_PORT = '4999';
delete process.env.VITE_STOREFRONT_URL;
const backends: TestBackend[] = await startTestBackends({ migrationsDir: FIXTURE_MIGRATIONS });
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
  if (saved.port === undefined) delete process.env.STOREFRONT_PORT;
  else process.env.STOREFRONT_PORT = saved.port;
  if (saved.url !== undefined) process.env.VITE_STOREFRONT_URL = saved.url;
});

describe.each(backends)('e-mailed links on $name', (backend) => {
  it('lead a password reset asked without redirect_to to the storefront’s port', async () => {
    const email = `porta-${randomUUID()}@example.com`;
    const service = clientFor(backend, backend.serviceKey);
    expect((await service.auth.admin.createUser({ email, password: 'Senha-antiga-1', email_confirm: true })).error).toBeNull();
    expect((await clientFor(backend, backend.anonKey).auth.resetPasswordForEmail(email)).error).toBeNull();
    const [mail] = await readMailbox(backend.url, backend.serviceKey, email);
    const verified = await fetch(mail.link ?? '', { redirect: 'manual' });
    expect(verified.headers.get('location')).toMatch(/^http:\/\/localhost:4999[/#]/);
  });
});
