import { createFileRoute } from '@tanstack/react-router';
import { ConfirmSubscriptionPage } from '../components/newsletter/ConfirmSubscriptionPage';
import { env } from '../env';
import { PRIVATE_PAGE_HEADERS } from '../queries/server-render';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/newsletter/confirmar')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' ? search.token : undefined }),
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => pageHead({ title: 'Confirmar inscrição na newsletter | OneBoss', description: 'Confirme a inscrição do seu e-mail na newsletter da OneBoss.', url: `${env.siteUrl}/newsletter/confirmar`, noindex: true }),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  return <ConfirmSubscriptionPage token={Route.useSearch().token ?? ''} />;
}
