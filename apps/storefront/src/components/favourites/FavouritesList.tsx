import type { ReactNode } from 'react';
import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FavouriteListing } from '@oneboss/domain';
import { FavouriteRow } from './FavouriteRow';

/** A list of favourites as read (the account's or this browser's): loading, its failure with a retry, `empty`, or the rows. */
export function FavouritesList({ favourites, empty }: { favourites: UseQueryResult<FavouriteListing[]>; empty: ReactNode }) {
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
  if (favourites.data.length === 0) return empty;
  return (
    <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" px={{ base: 3, md: 5 }} aria-label="Seus favoritos">
      {favourites.data.map((favourite) => (
        <FavouriteRow key={favourite.productId} favourite={favourite} />
      ))}
    </Box>
  );
}
