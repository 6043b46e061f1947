import { Box, Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AuthUser } from '../../auth/auth-state';
import { AccountPage } from '../account/AccountPage';
import { favouritesQuery } from './favourite-queries';
import { FavouritesList } from './FavouritesList';
import { GuestFavourites } from './GuestFavourites';
import { useGuestFavouriteIds } from './use-guest-favourite-ids';

/**
 * /perfil/favoritos: the buyer's favourites, newest first; a listing hidden since stays and says so.
 * `serverUser`: the buyer the server rendered the list for, shown until the browser's session is known.
 * A signed-out visitor sees the hearts kept in this browser, when there are any.
 */
export function FavouritesPage({ serverUser }: { serverUser: AuthUser | null }) {
  const guestIds = useGuestFavouriteIds();
  return (
    <AccountPage
      path="/perfil/favoritos"
      title="Favoritos"
      description="Os anúncios que você marcou com o coração, em qualquer dispositivo em que entrar."
      serverUser={serverUser}
      signedOut={guestIds.length > 0 ? <GuestFavourites ids={guestIds} /> : undefined}
    >
      {(user) => <AccountFavourites userId={user.id} />}
    </AccountPage>
  );
}

function AccountFavourites({ userId }: { userId: string }) {
  const favourites = useQuery(favouritesQuery(userId));
  return (
    <FavouritesList
      favourites={favourites}
      empty={
        <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 6, md: 8 }} textAlign="center">
          <Text mb={4}>Você ainda não tem favoritos. Toque no coração de um anúncio para guardá-lo aqui.</Text>
          <Button asChild size="lg">
            <Link to="/loja">Explorar a loja</Link>
          </Button>
        </Box>
      }
    />
  );
}
