import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AuthUser } from '../../auth/auth-state';
import { AccountPage } from '../account/AccountPage';
import { favouritesQuery } from './favourite-queries';
import { FavouriteRow } from './FavouriteRow';
import { GuestFavourites } from './GuestFavourites';

/**
 * /perfil/favoritos: the buyer's favourites, newest first; a listing hidden since stays and says so.
 * `serverUser`: the buyer the server rendered the list for, shown until the browser's session is known.
 * A signed-out visitor sees the hearts kept in this browser.
 */
export function FavouritesPage({ serverUser }: { serverUser: AuthUser | null }) {
  return (
    <AccountPage
      path="/perfil/favoritos"
      title="Favoritos"
      description="Os anúncios que você marcou com o coração, em qualquer dispositivo em que entrar."
      serverUser={serverUser}
      signedOut={<GuestFavourites />}
    >
      {(user) => <FavouritesList userId={user.id} />}
    </AccountPage>
  );
}

function FavouritesList({ userId }: { userId: string }) {
  const favourites = useQuery(favouritesQuery(userId));
  if (favourites.isPending) {
    return (
      <Box display="flex" alignItems="center" gap={3} role="status">
        <Spinner color="gold.solid" />
        <Text>Carregando seus favoritos...</Text>
      </Box>
    );
  }
  if (favourites.isError) {
    return (
      <Box role="alert">
        <Text color="fg.error" mb={3}>
          Não foi possível carregar seus favoritos.
        </Text>
        <Button variant="outline" onClick={() => void favourites.refetch()}>
          Tentar novamente
        </Button>
      </Box>
    );
  }
  if (favourites.data.length === 0) {
    return (
      <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 6, md: 8 }} textAlign="center">
        <Text mb={4}>Você ainda não tem favoritos. Toque no coração de um anúncio para guardá-lo aqui.</Text>
        <Button asChild size="lg">
          <Link to="/loja">Explorar a loja</Link>
        </Button>
      </Box>
    );
  }
  return (
    <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" px={{ base: 3, md: 5 }} aria-label="Seus favoritos">
      {favourites.data.map((favourite) => (
        <FavouriteRow key={favourite.productId} favourite={favourite} />
      ))}
    </Box>
  );
}
