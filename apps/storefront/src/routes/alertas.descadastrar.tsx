import { createFileRoute } from '@tanstack/react-router';
import type { AlertUnsubscribeKind } from '@oneboss/data/catalogue';
import { AlertUnsubscribePage } from '../components/saved-searches/AlertUnsubscribePage';
import { env } from '../env';
import { PRIVATE_PAGE_HEADERS } from '../queries/server-render';
import { pageHead } from '../seo/page-head';

const KINDS: readonly AlertUnsubscribeKind[] = ['preco', 'vendido', 'disponivel'];

interface AlertUnsubscribeSearch {
  token?: string;
  tipo?: AlertUnsubscribeKind;
}

export const Route = createFileRoute('/alertas/descadastrar')({
  validateSearch: (search: Record<string, unknown>): AlertUnsubscribeSearch => ({
    token: typeof search.token === 'string' ? search.token : undefined,
    tipo: KINDS.includes(search.tipo as AlertUnsubscribeKind) ? (search.tipo as AlertUnsubscribeKind) : undefined,
  }),
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => pageHead({ title: 'Desativar alerta | OneBoss', description: 'Deixe de receber um alerta da OneBoss.', url: `${env.siteUrl}/alertas/descadastrar`, noindex: true }),
  component: AlertUnsubscribeRoute,
});

function AlertUnsubscribeRoute() {
  const { token, tipo } = Route.useSearch();
  return <AlertUnsubscribePage token={token ?? ''} kind={tipo ?? null} />;
}
