import { createFileRoute } from '@tanstack/react-router';
import { PasswordRecoveryPage } from '../components/auth/PasswordRecoveryPage';

export const Route = createFileRoute('/recuperar-senha')({
  component: PasswordRecoveryPage,
});
