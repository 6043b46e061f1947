import { createFileRoute } from '@tanstack/react-router';
import { SavedSearchesPage } from '../../components/saved-searches/SavedSearchesPage';
import { env } from '../../env';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/buscas')({
  head: () => pageHead({ title: 'Buscas salvas | OneBoss', description: 'Suas buscas salvas e os alertas de novos anúncios.', url: `${env.siteUrl}/perfil/buscas`, noindex: true }),
  component: SavedSearchesPage,
});
