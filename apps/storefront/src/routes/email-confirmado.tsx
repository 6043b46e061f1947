import { createFileRoute } from '@tanstack/react-router';
import { EmailConfirmedPage } from '../components/auth/EmailConfirmedPage';
import { parseLoginSearch } from '../auth/login-search';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/email-confirmado')({
  validateSearch: parseLoginSearch,
  // The confirmation link's tokens are in the URL's fragment, which only the browser sees.
  ssr: false,
  head: () => pageHead({ title: 'E-mail confirmado | OneBoss', description: 'Seu e-mail foi confirmado.', url: `${env.siteUrl}/email-confirmado`, noindex: true }),
  component: EmailConfirmedRoute,
});

function EmailConfirmedRoute() {
  return <EmailConfirmedPage search={Route.useSearch()} />;
}
