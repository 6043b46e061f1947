import { createFileRoute } from '@tanstack/react-router';
import { AccountDeletionPage } from '../components/account/AccountDeletionPage';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/cancelar')({
  head: () => pageHead({ title: 'Cancelar Conta | OneBoss', description: 'Peça a exclusão da sua conta OneBoss a qualquer momento.', url: `${env.siteUrl}/cancelar`, noindex: true }),
  component: AccountDeletionPage,
});
