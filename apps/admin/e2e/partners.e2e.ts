import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile, newPage } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';

const stack = inject('stack');
/** Writes land on an embedded database shared with the other journeys: give them time. */
const SERVER_WRITE = { timeout: 15_000, interval: 250 };
// The storefront's server shares the partners read by its renders of a few seconds (SITE_WIDE_READ_MS).
const STOREFRONT_FOLLOWS = { timeout: 20_000, interval: 1_000 };
const browser = browserPerFile();
let files: string;

beforeAll(async () => {
  files = await mkdtemp(join(tmpdir(), 'oneboss-partner-e2e-'));
});
afterAll(async () => {
  await rm(files, { recursive: true, force: true });
});

interface PartnerRow {
  id: string;
  name: string;
  logo_url: string;
  visible: boolean;
  order_index: number;
}

async function partners(): Promise<PartnerRow[]> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/partners?select=id,name,logo_url,visible,order_index&order=order_index`, {
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function bannerOf(id: string): Promise<{ logo_url: string; banner_image_url: string | null }[]> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/partners?select=logo_url,banner_image_url&id=eq.${id}`, {
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Partner names in the order the storefront home shows their logos. */
async function homeLogos(): Promise<string[]> {
  const page = await newPage(browser(), 'desktop');
  await page.goto(stack.storefrontUrl);
  const section = page.locator('section[aria-label="Parceiros"]');
  await section.locator('img').first().waitFor({ state: 'attached' });
  const names = await section.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
  await page.context().close();
  return [...new Set(names)];
}

/** How many logos the partner-logos bucket stores (service key). */
async function storedLogos(): Promise<number> {
  const response = await fetch(`${stack.backendUrl}/storage/v1/object/list/partner-logos`, {
    method: 'POST',
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix: '', limit: 1000 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

describe('Parceiros tab', () => {
  it('adds a partner with an uploaded logo, edits it with a banner, moves it up and hides it; the storefront home follows', async () => {
    const logo = join(files, 'logo.png');
    await sharp({ create: { width: 320, height: 120, channels: 3, background: '#1b2a3a' } }).png().toFile(logo);
    const disguisedSvg = join(files, 'logo-falso.png');
    await writeFile(disguisedSvg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

    const before = await partners();
    const name = `Atelier Solène ${randomBytes(3).toString('hex')}`;
    const page = await signInAsAdmin(browser(), 'desktop');
    await page.goto(`${stack.adminUrl}/#/partners`);
    await page.getByRole('heading', { name: 'Gerenciar Parceiros' }).waitFor();
    await page.getByRole('list', { name: 'Parceiros' }).getByRole('listitem').nth(before.length - 1).waitFor();

    await page.getByRole('button', { name: 'Adicionar parceiro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Adicionar parceiro' }).click();
    await dialog.getByText('Nome e logo são obrigatórios.').waitFor();

    await dialog.getByLabel('Nome', { exact: false }).first().fill(name);
    await dialog.getByLabel('Descrição').fill('Alta costura sob medida.');
    // The database's limits, counted under the fields.
    await dialog.getByText(`${name.length}/100 caracteres`, { exact: true }).waitFor();
    await dialog.getByText('24/1.000 caracteres', { exact: true }).waitFor();
    await dialog.getByLabel('Link').fill('https://atelier.example');
    const logoInput = dialog.locator('input[type="file"]').first();
    await logoInput.setInputFiles(disguisedSvg);
    await dialog.getByText('Falha ao enviar imagem: logo-falso.png (conteúdo não é PNG, JPEG ou WebP)').waitFor();
    await logoInput.setInputFiles(logo);
    await dialog.getByRole('img', { name: 'Pré-visualização: Logo' }).waitFor();
    await dialog.getByRole('button', { name: 'Adicionar parceiro' }).click();
    await dialog.waitFor({ state: 'detached' });

    const list = page.getByRole('list', { name: 'Parceiros' });
    await expect.poll(async () => (await list.getByRole('listitem').last().innerText()).includes(name), SERVER_WRITE).toBe(true);
    const added = (await partners()).at(-1) as PartnerRow;
    expect(added).toMatchObject({ name, visible: true, order_index: Math.max(...before.map((p) => p.order_index)) + 1 });
    expect(added.logo_url).toMatch(new RegExp(`/storage/v1/object/public/partner-logos/\\d+-\\w+\\.png$`));
    expect((await fetch(added.logo_url)).headers.get('content-type')).toBe('image/png');
    await expect.poll(async () => (await homeLogos()).at(-1), STOREFRONT_FOLLOWS).toBe(name);

    // Editing keeps the logo and adds a banner in its own bucket.
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('img', { name: 'Pré-visualização: Logo' }).waitFor();
    await editor.getByLabel('Descrição').fill('Alta costura e noivas sob medida.');
    await editor.locator('input[type="file"]').nth(1).setInputFiles(logo);
    await editor.getByRole('img', { name: 'Pré-visualização: Banner' }).waitFor();
    await editor.getByRole('button', { name: 'Salvar alterações' }).click();
    await editor.waitFor({ state: 'detached' });
    await list.getByText('Alta costura e noivas sob medida.').waitFor();
    const [edited] = await bannerOf(added.id);
    expect(edited.banner_image_url).toMatch(/\/storage\/v1\/object\/public\/partner-banners\/\d+-\w+\.png$/);
    expect(edited.logo_url).toBe(added.logo_url);

    await page.getByRole('button', { name: `Mover ${name} para cima` }).click();
    await expect.poll(async () => (await partners()).map((p) => p.name).at(-2), SERVER_WRITE).toBe(name);
    expect((await partners()).map((p) => p.order_index)).toEqual(before.map((_, index) => index).concat(before.length));
    await expect
      .poll(async () => {
        const reordered = await homeLogos();
        return reordered.length - 1 - reordered.indexOf(name);
      }, STOREFRONT_FOLLOWS)
      .toBe(1);

    const visibility = page.getByRole('switch', { name: `Visível: ${name}` });
    const visibilityLabel = page.locator('label').filter({ has: visibility });
    await expect(visibilityLabel.textContent()).resolves.toBe('Visível');
    await visibility.uncheck();
    await expect.poll(async () => (await partners()).find((p) => p.name === name)?.visible, SERVER_WRITE).toBe(false);
    // The label tells the partner's state, not the switch's purpose.
    await expect.poll(() => visibilityLabel.textContent()).toBe('Oculto');
    await expect.poll(homeLogos, STOREFRONT_FOLLOWS).not.toContain(name);

    await page.getByRole('button', { name: `Remover ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect.poll(async () => (await partners()).some((p) => p.name === name), SERVER_WRITE).toBe(false);
    await list.getByText(name).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('stores a picked logo only when the partner is saved, and asks before Esc drops the form', async () => {
    const logo = join(files, 'logo-descartado.png');
    await sharp({ create: { width: 200, height: 80, channels: 3, background: '#5a1b3a' } }).png().toFile(logo);
    const logosBefore = await storedLogos();
    const name = `Descartado ${randomBytes(3).toString('hex')}`;
    const page = await signInAsAdmin(browser(), 'desktop');
    await page.goto(`${stack.adminUrl}/#/partners/create`);
    const dialog = page.getByRole('dialog', { name: 'Novo parceiro' });
    await dialog.getByLabel('Nome', { exact: false }).first().fill(name);
    await dialog.locator('input[type="file"]').first().setInputFiles(logo);
    await dialog.getByRole('img', { name: 'Pré-visualização: Logo' }).waitFor();

    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(dialog.getByLabel('Nome', { exact: false }).first().inputValue()).resolves.toBe(name);
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL(/#\/partners(\?|$)/);
    expect((await partners()).some((partner) => partner.name === name)).toBe(false);
    expect(await storedLogos()).toBe(logosBefore);
    await page.context().close();
  });
});
