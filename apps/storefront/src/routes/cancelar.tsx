import { createFileRoute } from '@tanstack/react-router';
import { AccountDeletionPage } from '../components/account/AccountDeletionPage';

export const Route = createFileRoute('/cancelar')({
  component: AccountDeletionPage,
});
