import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { guestFavouritesQuery } from '../../queries/buyer-tools';
import { FavouritesList } from './FavouritesList';

/**
 * /perfil/favoritos for a signed-out visitor with hearts in this browser (`ids`): them, with the way
 * to keep them in an account (they move into it on sign-in).
 */
export function GuestFavourites({ ids }: { ids: readonly string[] }) {
  const favourites = useQuery(guestFavouritesQuery(ids));
  return (
    <Stack gap={4}>
      <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 5, md: 6 }} textAlign="center">
        <Text mb={4}>Seus favoritos estão guardados neste navegador. Entre na sua conta para vê-los em qualquer dispositivo.</Text>
        <Button asChild size="lg">
          <Link to="/login" search={{ redirect_to: '/perfil/favoritos' }}>
            Fazer Login
          </Link>
        </Button>
      </Box>
      <FavouritesList favourites={favourites} empty={<Text color="fg.muted">Os anúncios que você guardou saíram do site.</Text>} />
    </Stack>
  );
}
