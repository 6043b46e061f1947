import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { browserPerFile, finiteAnimationsEnded, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';
import { createCustomer, requestResetLink } from './support/recovery';

const stack = inject('stack');
const browser = browserPerFile();
let productPath = '';
/** Where a fresh password-reset link lands: /redefinir-senha with the recovery session in the fragment. */
let resetLandingPath = '';

beforeAll(async () => {
  const response = await fetch(`${stack.backendUrl}/rest/v1/products?select=id&published=eq.true&order=name&limit=1`, {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
  });
  const [product] = (await response.json()) as { id: string }[];
  productPath = `/produto/${product.id}`;
  const customer = await createCustomer(stack);
  const verified = await fetch(await requestResetLink(stack, customer.email), { redirect: 'manual' });
  const landing = new URL(verified.headers.get('location') ?? '');
  resetLandingPath = `${landing.pathname}${landing.hash}`;
});
/** Every storefront screen, with text that shows it has finished loading (and a step to open an overlay). */
const screens: { name: string; path: () => string; ready: string | RegExp; act?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: () => '/', ready: 'O 1º Marketplace de Luxo do Brasil' },
  { name: 'shop', path: () => '/loja', ready: /produtos?/i },
  { name: 'category', path: () => '/loja/veiculos', ready: /produtos?/i },
  { name: 'product', path: () => productPath, ready: 'Descrição' },
  { name: 'login', path: () => '/login', ready: 'Entrar na OneBoss' },
  { name: 'signup', path: () => '/login?mode=signup', ready: 'Nome completo' },
  { name: 'perfil', path: () => '/perfil', ready: 'Fazer Login' },
  { name: 'perfil section', path: () => '/perfil/notificacoes', ready: 'Notificações' },
  { name: 'privacidade', path: () => '/privacidade', ready: 'Política de Privacidade' },
  { name: 'termos', path: () => '/termos', ready: 'Termos de Uso' },
  { name: 'cancelar', path: () => '/cancelar', ready: 'Solicitar exclusão da conta' },
  {
    name: 'cancelar dialog',
    path: () => '/cancelar',
    ready: 'Solicitar exclusão da conta',
    act: async (page) => {
      await page.getByRole('button', { name: 'Solicitar exclusão da conta' }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  { name: 'recuperar-senha', path: () => '/recuperar-senha', ready: 'Recuperar senha' },
  { name: 'newsletter outcome', path: () => '/newsletter?inscricao=enviada', ready: 'Confirme sua inscrição' },
  { name: 'contato outcome', path: () => '/contato?mensagem=aguarde', ready: 'Aguarde alguns minutos' },
  { name: 'redefinir-senha', path: () => resetLandingPath, ready: 'Criar nova senha' },
  {
    name: 'redefinir-senha errors',
    path: () => resetLandingPath,
    ready: 'Criar nova senha',
    act: async (page) => {
      await page.getByRole('button', { name: 'Mostrar nova senha' }).click();
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
      await page.getByText('Por favor, informe sua senha').waitFor();
    },
  },
  { name: 'redefinir-senha expired', path: () => '/redefinir-senha#error=access_denied&error_code=otp_expired', ready: 'Link inválido ou expirado' },
  { name: 'sobre', path: () => '/sobre', ready: 'Sobre a OneBoss' },
  { name: 'contato', path: () => '/contato', ready: 'Fale Conosco' },
  { name: 'not-found', path: () => '/pagina-que-nao-existe', ready: 'Página não encontrada' },
];

const viewports: ViewportName[] = ['mobile', 'desktop'];

describe.each(viewports)('accessibility at %s size', (viewport) => {
  it.each(screens.map((screen) => [screen.name, screen] as const))('%s has no serious or critical axe violations', async (_name, screen) => {
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}${screen.path()}`);
    await page.getByText(screen.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screen.act?.(page);
    await finiteAnimationsEnded(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    await page.context().close();
    expect(blocking).toEqual([]);
  });
});
