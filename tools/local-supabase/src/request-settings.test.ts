import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './database.js';

const db = openPglite('memory://');
afterAll(() => db.connection.close());

const read = sql<Record<string, string>>`select
  current_user as "user",
  current_setting('request.jwt.claim.sub') as sub,
  current_setting('request.jwt.claim.role') as claim_role,
  current_setting('request.jwt.claims') as claims,
  current_setting('storage.operation') as operation,
  current_setting('request.method') as method,
  current_setting('request.path') as path,
  current_setting('request.headers') as headers,
  current_setting('response.status') as status,
  current_setting('oneboss.storage_origin') as storage_origin,
  current_setting('transaction_read_only') as read_only`;

describe('request settings written in one statement per group', () => {
  it('are the values lite writes one by one, local to the request', async () => {
    const claims = { sub: 'b7c1', role: 'postgres', email: "o'hara@example.com" };
    db.project.storageOrigin = 'http://127.0.0.1:54399';
    const seen = await db.connection.withContext(
      { auth: { role: 'postgres', uid: 'b7c1', jwt: claims }, storage: { operation: 'object.get' } },
      async (tx) => (await read.execute(tx)).rows[0],
      { rpc: { method: 'POST', path: '/rpc/shop_facets', readOnly: true, requestHeaders: { 'x-forwarded-for': '203.0.113.9' } } },
    );
    expect(seen).toEqual({
      user: 'postgres',
      sub: 'b7c1',
      claim_role: 'postgres',
      claims: JSON.stringify(claims),
      operation: 'object.get',
      method: 'POST',
      path: '/rpc/shop_facets',
      headers: JSON.stringify({ 'x-forwarded-for': '203.0.113.9' }),
      status: '',
      storage_origin: 'http://127.0.0.1:54399',
      read_only: 'on',
    });
    const after = await db.sql.query<{ path: string | null }>(`select current_setting('request.path', true) as path`);
    expect(after[0]?.path ?? '').toBe('');
  });
});
