import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../components/home/HomePage';
import { env } from '../env';
import { prefetchHome } from '../queries/home';
import { pageHead } from '../seo/page-head';
import { SITE_DESCRIPTION } from '../seo/site';
import { organizationJsonLd, websiteJsonLd } from '../seo/structured-data';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => prefetchHome(queryClient),
  head: () =>
    pageHead({
      title: 'Loja Premium - Produtos de Luxo',
      description: SITE_DESCRIPTION,
      url: `${env.siteUrl}/`,
      jsonLd: [organizationJsonLd(env.siteUrl), websiteJsonLd(env.siteUrl)],
    }),
  component: HomePage,
});
