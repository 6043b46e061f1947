import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../components/static/PrivacyPolicy';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/privacidade')({
  head: () => pageHead({ title: 'Política de Privacidade | OneBoss', description: 'Quais dados pessoais a OneBoss coleta, por que os utiliza e como você exerce seus direitos previstos na LGPD.', url: `${env.siteUrl}/privacidade` }),
  component: PrivacyPolicy,
});
