import { createFileRoute } from '@tanstack/react-router';
import { PasswordRecoveryPage } from '../components/auth/PasswordRecoveryPage';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/recuperar-senha')({
  head: () => pageHead({ title: 'Recuperar Senha | OneBoss', description: 'Receba por e-mail o link para criar uma nova senha.', url: `${env.siteUrl}/recuperar-senha`, noindex: true }),
  component: PasswordRecoveryPage,
});
