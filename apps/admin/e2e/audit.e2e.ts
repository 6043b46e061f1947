import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, createConfirmedUser, newPage } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { accessToken, rest, rows, visitorLead } from './support/backend-rest';

const stack = inject('stack');
const SERVER_WRITE = { timeout: 15_000, interval: 250 };
const browser = browserPerFile();

/** The audit list filtered as a link (or a reload) gives it. */
async function openAuditLog(page: Page, filter: Record<string, string>): Promise<void> {
  await page.goto(`${stack.adminUrl}/#/audit_log?${new URLSearchParams({ filter: JSON.stringify(filter) })}`);
  await page.getByRole('heading', { name: 'Registro de auditoria', level: 1 }).waitFor();
}

const auditRows = (page: Page) => page.getByTestId('audit-row');

describe('Audit log', () => {
  it('shows an entry after each kind of write made in the panel: update, insert, delete (desktop)', async () => {
    const tag = randomBytes(3).toString('hex');
    const name = `Bianca Auditoria ${tag}`;
    const leadId = await visitorLead({ name, email: `bianca.${tag}@example.com`, phone: '11 95555-0000' });

    const page = await signInAsAdmin(browser(), 'desktop');
    await page.goto(`${stack.adminUrl}/#/leads/${leadId}/show`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const trail = page.getByRole('region', { name: 'Histórico de alterações' });
    await trail.getByText('Nenhuma alteração registrada.').waitFor();

    await page.getByLabel(`Status de ${name}`).selectOption({ label: 'Contatado' });
    await page.getByRole('dialog').getByRole('button', { name: 'Mover' }).click();
    const update = trail.getByTestId('audit-entry').filter({ hasText: `Alteração por ${stack.admin.email}` });
    await update.waitFor();
    // Labels and pt-BR statuses, not column names and stored values.
    await update.getByTestId('audit-change').filter({ hasText: 'Status:' }).getByText('Novo → Contatado').waitFor();
    expect(await update.innerText()).toMatch(/em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);

    const note = `Retornar na sexta ${tag}`;
    const notes = page.getByRole('region', { name: 'Notas' });
    await notes.getByLabel('Nova nota').fill(note);
    await notes.getByRole('button', { name: 'Adicionar nota' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await notes.getByTestId('lead-note').filter({ hasText: note }).waitFor();

    await page.getByRole('button', { name: 'Remover lead' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await page.waitForURL(/#\/leads$/);

    await openAuditLog(page, { table_name: 'leads', record_id: leadId });
    await expect.poll(() => auditRows(page).allInnerTexts(), SERVER_WRITE).toEqual([expect.stringContaining('Remoção'), expect.stringContaining('Alteração')]);
    await auditRows(page).first().getByText(stack.admin.email).waitFor();
    // Each row names its record (the lead's name), not its id.
    await auditRows(page).first().getByRole('button', { name }).waitFor();

    await openAuditLog(page, { table_name: 'lead_notes' });
    const noteRows = auditRows(page).filter({ hasText: note });
    await noteRows.filter({ hasText: 'Criação' }).waitFor();
    // The lead's removal took its note with it, and that is recorded too.
    await noteRows.filter({ hasText: 'Remoção' }).waitFor();
    await page.context().close();
  });

  it('records an admin write made straight through the API, and the list filters by table, record and who (mobile)', async () => {
    const tag = randomBytes(3).toString('hex');
    const token = await accessToken(stack.admin.email, stack.admin.password);
    const headers = { Prefer: 'return=representation' };
    const created = await rest('categories', { method: 'POST', headers, body: JSON.stringify({ name: `Auditada ${tag}`, value: `auditada-${tag}` }) }, token);
    expect(created.status).toBe(201);
    const [category] = (await created.json()) as { id: string }[];
    expect((await rest(`categories?id=eq.${category.id}`, { method: 'PATCH', headers, body: JSON.stringify({ name: `Renomeada ${tag}` }) }, token)).status).toBe(200);
    expect((await rest(`categories?id=eq.${category.id}`, { method: 'DELETE', headers }, token)).status).toBe(200);

    const page = await signInAsAdmin(browser(), 'mobile');
    await page.goto(`${stack.adminUrl}/#/audit_log`);
    await page.getByLabel('Tabela').selectOption({ label: 'Categorias' });
    await page.getByLabel('Registro (id)').fill(category.id);
    await page.getByLabel('Quem (e-mail)').fill(stack.admin.email);
    await expect.poll(() => auditRows(page).count(), SERVER_WRITE).toBe(3);
    const [removal, change, creation] = await auditRows(page).allInnerTexts();
    expect(removal).toContain('Remoção');
    expect(change).toContain('Alteração');
    expect(change).toMatch(new RegExp(`Nome:\\s*Auditada ${tag} → Renomeada ${tag}`));
    expect(creation).toContain('Criação');
    expect(creation).toMatch(new RegExp(`Caminho:\\s*auditada-${tag}`));
    // Dates as read in Brazil, never the stored ISO timestamps; the record by its name.
    expect(creation).toMatch(/Criado em:\s*\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    for (const text of [removal, change, creation]) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(removal).not.toContain(category.id);
    await auditRows(page).first().getByRole('button', { name: `Renomeada ${tag}` }).waitFor();
    expect(page.url()).toContain(encodeURIComponent(category.id));
    await page.reload();
    await expect.poll(() => auditRows(page).count(), SERVER_WRITE).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A column naming another record shows that record's name, not its id.
    const [parent] = await rows<{ id: string; name: string }>('categories?select=id,name&order=name&limit=1');
    const added = await rest('subcategories', { method: 'POST', headers, body: JSON.stringify({ category_id: parent.id, name: `Sub ${tag}`, type: `sub-${tag}` }) }, token);
    expect(added.status).toBe(201);
    const [subcategory] = (await added.json()) as { id: string }[];
    await openAuditLog(page, { table_name: 'subcategories', record_id: subcategory.id });
    await auditRows(page).first().getByTestId('audit-change').filter({ hasText: 'Categoria:' }).getByText(parent.name, { exact: true }).waitFor();
    expect(await auditRows(page).first().innerText()).not.toContain(parent.id);
    expect((await rest(`subcategories?id=eq.${subcategory.id}`, { method: 'DELETE', headers }, token)).status).toBe(200);
    await page.context().close();
  });

  it('refuses a non-admin everything on the server: the log, the figures, leads and notes', async () => {
    const email = `cliente.auditoria.${randomBytes(3).toString('hex')}@example.com`;
    const password = `Senha-${randomBytes(9).toString('base64url')}`;
    await createConfirmedUser(stack, { email, password });
    const token = await accessToken(email, password);
    const [entry] = await rows<{ id: number }>('audit_log?select=id&limit=1');

    expect(await rows('audit_log?select=id', token)).toEqual([]);
    const forged = await rest('audit_log', { method: 'POST', body: JSON.stringify({ table_name: 'leads', action: 'delete', actor_role: 'authenticated' }) }, token);
    expect(forged.status).toBe(403);
    const erased = await rest(`audit_log?id=eq.${entry.id}`, { method: 'DELETE' }, token);
    expect(erased.status).toBe(403);
    expect(await rows(`audit_log?select=id&id=eq.${entry.id}`)).toHaveLength(1);

    const figures = await rest('rpc/admin_dashboard', { method: 'POST', body: '{}' }, token);
    expect(figures.status).toBe(403);
    expect(((await figures.json()) as { message: string }).message).toBe('Acesso restrito a administradores.');

    // Its own lead: the journeys above delete theirs, and the file must pass when run alone.
    const lead = { id: await visitorLead({ name: 'Lead da auditoria', email: `lead.auditoria.${randomBytes(3).toString('hex')}@example.com` }) };
    expect(await rows('leads?select=id', token)).toEqual([]);
    const moved = await rest(`leads?id=eq.${lead.id}`, { method: 'PATCH', headers: { Prefer: 'return=representation' }, body: JSON.stringify({ status: 'lost' }) }, token);
    expect(await moved.json()).toEqual([]);
    const note = await rest('lead_notes', { method: 'POST', body: JSON.stringify({ lead_id: lead.id, body: 'Intrusa' }) }, token);
    expect(note.status).toBe(403);

    const page = await newPage(browser(), 'desktop');
    await page.goto(`${stack.adminUrl}/#/audit_log`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    expect(await page.getByTestId('audit-row').count()).toBe(0);
    await page.context().close();
  });
});
