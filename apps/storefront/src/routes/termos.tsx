import { createFileRoute } from '@tanstack/react-router';
import { TermsOfUse } from '../components/static/TermsOfUse';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/termos')({
  head: () => pageHead({ title: 'Termos de Uso | OneBoss', description: 'As condições para navegar, criar uma conta e entrar em contato por meio da OneBoss.', url: `${env.siteUrl}/termos` }),
  component: TermsOfUse,
});
