import { createFileRoute } from '@tanstack/react-router';
import { AdminRedirect } from '../components/static/AdminRedirect';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/admin')({
  head: () => pageHead({ title: 'Painel administrativo | OneBoss', description: 'Acesso ao painel administrativo da OneBoss.', url: `${env.siteUrl}/admin`, noindex: true }),
  component: AdminRedirect,
});
