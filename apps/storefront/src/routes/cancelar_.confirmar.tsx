import { createFileRoute } from '@tanstack/react-router';
import { ConfirmAccountDeletionPage } from '../components/account/ConfirmAccountDeletionPage';
import { env } from '../env';
import { PRIVATE_PAGE_HEADERS } from '../queries/server-render';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/cancelar_/confirmar')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' ? search.token : undefined }),
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => pageHead({ title: 'Confirmar exclusão da conta | OneBoss', description: 'Confirme o pedido de exclusão da sua conta OneBoss.', url: `${env.siteUrl}/cancelar/confirmar`, noindex: true }),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  return <ConfirmAccountDeletionPage token={Route.useSearch().token ?? ''} />;
}
