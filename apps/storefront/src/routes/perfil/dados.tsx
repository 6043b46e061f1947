import { createFileRoute } from '@tanstack/react-router';
import { ProfileDataPage } from '../../components/account/ProfileDataPage';
import { env } from '../../env';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/dados')({
  head: () => pageHead({ title: 'Dados Cadastrais | OneBoss', description: 'Seu nome, WhatsApp e estado.', url: `${env.siteUrl}/perfil/dados`, noindex: true }),
  component: ProfileDataPage,
});
