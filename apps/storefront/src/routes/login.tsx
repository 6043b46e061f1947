import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../components/auth/LoginPage';
import { parseLoginSearch } from '../auth/login-search';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />;
}
