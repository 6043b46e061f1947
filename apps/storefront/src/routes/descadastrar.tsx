import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../components/newsletter/UnsubscribePage';
import { env } from '../env';
import { PRIVATE_PAGE_HEADERS } from '../queries/server-render';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/descadastrar')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' ? search.token : undefined }),
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => pageHead({ title: 'Cancelar inscrição na newsletter | OneBoss', description: 'Deixe de receber a newsletter da OneBoss.', url: `${env.siteUrl}/descadastrar`, noindex: true }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  return <UnsubscribePage token={Route.useSearch().token ?? ''} />;
}
