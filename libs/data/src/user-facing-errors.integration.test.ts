import { FIELD_MAX_LENGTHS } from '@oneboss/domain';
import { startTestBackends } from '@oneboss/local-supabase/testing';
import { AuthApiError } from '@supabase/auth-js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from './auth-error-messages';
import { createLead } from './catalogue';
import { CHECK_CONSTRAINT_MESSAGES } from './check-constraint-messages';
import { signIn, signUp } from './auth';
import { DataError, toUserError } from './errors';
import { anonCatalogue, anonClient, leadPastTheForm, serviceClient, uniqueToken, PERSON_AT_FORM } from './testing';

// Backends of this file's own: the test reads the schema as the owner, which the shared ones do not offer.
const backends = await startTestBackends({ seed: 'none' });
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

/** The members of auth-js's `ErrorCode` union, read from the installed package's declarations. */
function installedAuthErrorCodes(): string[] {
  const entry = createRequire(import.meta.url).resolve('@supabase/auth-js');
  const file = path.join(path.dirname(entry), 'lib', 'error-codes.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const alias = source.statements.find((node): node is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(node) && node.name.text === 'ErrorCode');
  if (!alias || !ts.isUnionTypeNode(alias.type)) throw new Error(`no ErrorCode union in ${file}`);
  return alias.type.types.map((member) => {
    if (!ts.isLiteralTypeNode(member) || !ts.isStringLiteral(member.literal)) throw new Error(`unexpected ErrorCode member in ${file}`);
    return member.literal.text;
  });
}

// Words of the servers' English messages that no pt-BR text of ours contains.
const ENGLISH = /\b(the|is|not|invalid|error|please|password|email|user|violates|constraint|relation|failed|unable)\b/i;

/** A local port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The text a person sees for `error`, which must be thrown as a DataError. */
async function userMessageOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataError);
  return (error as DataError).userMessage;
}

describe('the auth service error codes', () => {
  const codes = installedAuthErrorCodes();

  it('are read from the installed auth-js', () => {
    expect(codes.length).toBeGreaterThan(50);
    expect(codes).toContain('weak_password');
  });

  it('each have a pt-BR text, and no text is kept for a code auth-js no longer has', () => {
    expect(Object.keys(AUTH_ERROR_MESSAGES).sort()).toEqual([...codes].sort());
  });

  it.each(codes)('%s reaches a person in pt-BR', (code) => {
    const english = 'Something went wrong on the auth server';
    const text = toUserError(new AuthApiError(english, 400, code), 'auth').userMessage;
    expect(text).not.toBe(english);
    expect(text).not.toMatch(ENGLISH);
    expect(text.trim()).not.toBe('');
  });
});

describe.each(backends)('what the database refuses on $name', (backend) => {
  const checks = async () =>
    backend.sql.query<{ table: string; name: string; definition: string }>(
      `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'c' and n.nspname = 'public'
        order by c.conname`,
    );

  it('has a pt-BR text for every check constraint of the public schema, and none for one that is gone', async () => {
    const names = (await checks()).map((check) => check.name);
    expect(names.length).toBeGreaterThan(30);
    expect(Object.keys(CHECK_CONSTRAINT_MESSAGES).sort()).toEqual([...names].sort());
    for (const name of names) {
      const english = `new row for relation "x" violates check constraint "${name}"`;
      const text = toUserError({ code: '23514', message: english }, 'products').userMessage;
      expect(text, name).toBe(CHECK_CONSTRAINT_MESSAGES[name]);
      expect(text, name).not.toMatch(ENGLISH);
    }
  });

  it('limits the lengths the domain exports for the forms, no more and no less', async () => {
    const limits: Record<string, Record<string, number>> = {};
    for (const { table, definition } of await checks()) {
      for (const [, column, limit] of definition.matchAll(/length\((?:btrim\()?(\w+)\)?\) <= (\d+)/g)) {
        limits[table] = { ...limits[table], [column]: Number(limit) };
      }
    }
    expect(limits).toEqual(FIELD_MAX_LENGTHS);
  });

  it('answers a contact message over the limit in pt-BR, not with the constraint', async () => {
    const text = await userMessageOf(
      createLead(
        anonCatalogue(backend),
        leadPastTheForm({ name: 'Marina Azevedo', email: `lead.${uniqueToken()}@example.com`, message: 'a'.repeat(FIELD_MAX_LENGTHS.leads.message + 1) }),
        PERSON_AT_FORM,
      ),
    );
    expect(text).toBe('A mensagem pode ter no máximo 5000 caracteres.');
  });

  it('answers an invalid e-mail and a short password at sign-up in pt-BR', async () => {
    const profile = { fullName: 'Ana', whatsapp: '11988887777', estado: 'SP' as const };
    expect(await userMessageOf(signUp(anonClient(backend), { ...profile, email: 'sem-arroba', password: 'Segredo!123' }))).toBe('Informe um e-mail válido.');
    expect(await userMessageOf(signUp(anonClient(backend), { ...profile, email: `ana.${uniqueToken()}@example.com`, password: '1' }))).toMatch(
      /^A senha deve ter pelo menos \d+ caracteres\.$/,
    );
  });

  it('answers a sign-in before the e-mail is confirmed in pt-BR', async () => {
    const email = `pendente.${uniqueToken()}@example.com`;
    const created = await serviceClient(backend).auth.admin.createUser({ email, password: 'Segredo!123', email_confirm: false });
    expect(created.error).toBeNull();
    expect(await userMessageOf(signIn(anonClient(backend), { email, password: 'Segredo!123' }))).toBe(
      'Confirme seu e-mail pelo link que enviamos antes de entrar.',
    );
  });
});

describe('a network failure', () => {
  it('reaches a person in pt-BR, signing in and sending a contact message alike', async () => {
    const offline = { ...backends[0], url: `http://127.0.0.1:${await closedPort()}` };
    const connection = 'Falha na conexão com o servidor. Verifique sua internet.';
    expect(await userMessageOf(signIn(anonClient(offline), { email: 'ana@example.com', password: 'Segredo!123' }))).toBe(connection);
    expect(await userMessageOf(createLead(anonCatalogue(offline), leadPastTheForm({ name: 'Ana', email: 'ana@example.com', message: 'Olá' }), PERSON_AT_FORM))).toBe(connection);
  });
});
