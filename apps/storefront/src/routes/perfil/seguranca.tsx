import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../components/account/SecurityPage';
import { env } from '../../env';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/seguranca')({
  head: () => pageHead({ title: 'Segurança | OneBoss', description: 'Sua senha e seu e-mail.', url: `${env.siteUrl}/perfil/seguranca`, noindex: true }),
  component: SecurityPage,
});
