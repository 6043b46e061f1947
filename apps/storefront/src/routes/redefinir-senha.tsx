import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '../components/auth/PasswordResetPage';

export const Route = createFileRoute('/redefinir-senha')({
  component: PasswordResetPage,
});
