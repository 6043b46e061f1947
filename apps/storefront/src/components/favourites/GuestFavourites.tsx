import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { guestFavouritesQuery } from '../../queries/buyer-tools';
import { FavouriteRow } from './FavouriteRow';
import { useGuestFavouriteIds } from './use-guest-favourite-ids';

/**
 * /perfil/favoritos for a signed-out visitor: the hearts kept in this browser, with the way to keep
 * them in an account (they move into it on sign-in). Without any, the sign-in the other account
 * pages ask for.
 */
export function GuestFavourites() {
  const ids = useGuestFavouriteIds();
  const favourites = useQuery({ ...guestFavouritesQuery(ids), enabled: ids.length > 0 });
  const signIn = (
    <Button asChild size="lg">
      <Link to="/login" search={{ redirect_to: '/perfil/favoritos' }}>
        Fazer Login
      </Link>
    </Button>
  );
  if (ids.length === 0) {
    return (
      <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 6, md: 8 }} textAlign="center">
        <Text mb={4}>Entre na sua conta para ver esta página.</Text>
        {signIn}
      </Box>
    );
  }
  return (
    <Stack gap={4}>
      <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 5, md: 6 }} textAlign="center">
        <Text mb={4}>Seus favoritos estão guardados neste navegador. Entre na sua conta para vê-los em qualquer dispositivo.</Text>
        {signIn}
      </Box>
      {favourites.isPending ? (
        <Box display="flex" alignItems="center" gap={3} role="status">
          <Spinner color="gold.solid" />
          <Text>Carregando seus favoritos...</Text>
        </Box>
      ) : favourites.isError ? (
        <Box role="alert">
          <Text color="fg.error" mb={3}>
            Não foi possível carregar seus favoritos.
          </Text>
          <Button variant="outline" onClick={() => void favourites.refetch()}>
            Tentar novamente
          </Button>
        </Box>
      ) : favourites.data.length === 0 ? (
        <Text color="fg.muted">Os anúncios que você guardou saíram do site.</Text>
      ) : (
        <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" px={{ base: 3, md: 5 }} aria-label="Seus favoritos">
          {favourites.data.map((favourite) => (
            <FavouriteRow key={favourite.productId} favourite={favourite} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
