import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../components/static/ContactPage';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/contato')({
  head: () => pageHead({ title: 'Fale Conosco | OneBoss', description: 'Procurando algo específico, querendo anunciar ou tirar uma dúvida? Um especialista da OneBoss responde em até um dia útil.', url: `${env.siteUrl}/contato` }),
  component: ContactPage,
});
