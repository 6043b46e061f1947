import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../components/auth/LoginPage';
import { parseLoginSearch } from '../auth/login-search';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  head: ({ match }) =>
    pageHead({
      title: match.search.mode === 'signup' ? 'Criar Conta | OneBoss' : 'Entrar | OneBoss',
      description: 'Entre ou crie sua conta OneBoss.',
      url: `${env.siteUrl}/login`,
      noindex: true,
    }),
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />;
}
