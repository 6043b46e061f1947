import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../components/favourites/FavouritesPage';
import { env } from '../../env';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/favoritos')({
  head: () => pageHead({ title: 'Favoritos | OneBoss', description: 'Os anúncios que você guardou.', url: `${env.siteUrl}/perfil/favoritos`, noindex: true }),
  component: FavouritesPage,
});
