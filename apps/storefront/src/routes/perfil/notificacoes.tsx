import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/account/ComingSoon';
import { env } from '../../env';
import { pageHead } from '../../seo/page-head';

const DESCRIPTION = 'Em breve você escolherá como quer ser avisado sobre novidades, preços e respostas do concierge.';

export const Route = createFileRoute('/perfil/notificacoes')({
  head: () => pageHead({ title: 'Notificações | OneBoss', description: DESCRIPTION, url: `${env.siteUrl}/perfil/notificacoes`, noindex: true }),
  component: () => <ComingSoon title="Notificações" description={DESCRIPTION} />,
});
