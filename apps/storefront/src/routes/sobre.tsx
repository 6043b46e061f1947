import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../components/static/AboutPage';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/sobre')({
  head: () => pageHead({ title: 'Sobre a OneBoss | OneBoss', description: 'Seu sonho, Nossa missão. Reunimos em um só lugar imóveis, automóveis, embarcações, aeronaves, relógios e peças de decoração de alto padrão.', url: `${env.siteUrl}/sobre` }),
  component: AboutPage,
});
