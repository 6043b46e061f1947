import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../components/favourites/FavouritesPage';
import { favouritesQuery } from '../../components/favourites/favourite-queries';
import { env } from '../../env';
import { serverAccountList } from '../../queries/account-reads';
import { PRIVATE_PAGE_HEADERS } from '../../queries/server-render';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/favoritos')({
  // A signed-in buyer's request (the account cookie) gets their favourites in the HTML.
  loader: async ({ context: { queryClient } }) => ({
    serverUser: await serverAccountList(queryClient, favouritesQuery, (reads, db) => reads.listMyFavourites(db)),
  }),
  // The page may hold one buyer's list: kept by nobody's cache.
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => pageHead({ title: 'Favoritos | OneBoss', description: 'Os anúncios que você guardou.', url: `${env.siteUrl}/perfil/favoritos`, noindex: true }),
  component: Favourites,
});

function Favourites() {
  return <FavouritesPage serverUser={Route.useLoaderData().serverUser} />;
}
