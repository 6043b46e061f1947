import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '../components/auth/PasswordResetPage';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/redefinir-senha')({
  // The reset link's tokens are in the URL's fragment, which only the browser sees.
  ssr: false,
  head: () => pageHead({ title: 'Redefinir Senha | OneBoss', description: 'Crie uma nova senha para a sua conta OneBoss.', url: `${env.siteUrl}/redefinir-senha`, noindex: true }),
  component: PasswordResetPage,
});
