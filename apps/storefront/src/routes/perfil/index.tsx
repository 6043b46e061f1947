import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../components/account/ProfilePage';
import { env } from '../../env';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/')({
  head: () => pageHead({ title: 'Meu Perfil | OneBoss', description: 'Sua conta OneBoss.', url: `${env.siteUrl}/perfil`, noindex: true }),
  component: ProfilePage,
});
