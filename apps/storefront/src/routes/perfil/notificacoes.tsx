import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../components/saved-searches/NotificationsPage';
import { env } from '../../env';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/notificacoes')({
  head: () => pageHead({ title: 'Notificações | OneBoss', description: 'Os alertas que chegam ao seu e-mail.', url: `${env.siteUrl}/perfil/notificacoes`, noindex: true }),
  component: NotificationsPage,
});
