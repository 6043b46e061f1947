import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../components/account/ProfilePage';

export const Route = createFileRoute('/perfil/')({
  component: ProfilePage,
});
