import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_MIGRATIONS } from '../test-support/clients.js';
import { rawRequest } from '../test-support/raw-request.js';
import { startTestBackends, type TestBackend } from '../testing.js';

const backends: TestBackend[] = await startTestBackends({ migrationsDir: FIXTURE_MIGRATIONS });
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

// Lite's own endpoints: configuration, connection (the database URL), every table and function, a studio.
const SYSTEM_PATHS = ['/_system/ping', '/_system/config', '/_system/info', '/_system/introspect', '/', '/index.html', '/assets/index.js'];

describe.each(backends)('what the server exposes on $name', (backend) => {
  it('answers lite’s system endpoints and studio with 404 JSON, whatever key is sent', async () => {
    for (const key of [undefined, backend.anonKey, backend.serviceKey]) {
      for (const path of SYSTEM_PATHS) {
        const answer = await rawRequest(backend.url, 'GET', path, key ? { apikey: key, authorization: `Bearer ${key}` } : {});
        expect([path, answer.status, answer.text]).toEqual([path, 404, JSON.stringify({ message: 'Endereço não encontrado.' })]);
      }
    }
  });

  it('does not let an encoded or doubled path reach them', async () => {
    for (const path of ['/%5Fsystem/info', '//_system//introspect', '/rest/v1/..%2F..%2F_system/config', '/auth/v1/%2E%2E/%2E%2E/_system/info']) {
      const answer = await rawRequest(backend.url, 'GET', path, { apikey: backend.serviceKey });
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.text).not.toMatch(/connection|tables|secret/);
    }
  });

  it('still serves the APIs and the development mailbox', async () => {
    expect((await fetch(`${backend.url}/rest/v1/notes?select=id`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
    expect((await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
    const service = { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` };
    expect((await fetch(`${backend.url}/storage/v1/bucket`, { headers: service })).status).toBe(200);
    expect((await fetch(`${backend.url}/local/v1/mail`, { headers: { apikey: backend.serviceKey } })).status).toBe(200);
  });
});
