import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { Category } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { searchSuggestionsQuery } from '../../queries/shop';
import { ProductGrid } from './ProductGrid';

/**
 * Below the empty state of a search that found nothing: the products whose name is nearest the
 * term, and a message to the team asking for the item (the contact form, its message prefilled).
 */
export function SearchHelp({ search, tree }: { search: string; tree: Category[] }) {
  const { data: suggestions } = useQuery(searchSuggestionsQuery(search, tree));
  return (
    <Stack gap="6" mt="8">
      {suggestions && suggestions.length > 0 && (
        <Stack gap="4" as="section" aria-labelledby="search-suggestions-title">
          <Heading as="h2" id="search-suggestions-title" fontSize="xl" fontWeight="medium">
            Talvez você procure
          </Heading>
          <ProductGrid products={suggestions} stale={false} />
        </Stack>
      )}
      <Stack align="center" textAlign="center" gap="3">
        <Text color="fg.muted">Não encontrou o que procura? Nossa equipe busca para você.</Text>
        <Button asChild colorPalette="gold">
          <Link to="/contato" search={{ procura: search }}>
            Pedir à equipe
          </Link>
        </Button>
      </Stack>
    </Stack>
  );
}
