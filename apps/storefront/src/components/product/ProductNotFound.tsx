import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AlsoFeaturedProducts } from './ProductCarouselSection';

/**
 * Missing or unpublished product, or a load that failed: the error's text replaces the title.
 * With `suggestions` the featured products follow, so a dead link still leads somewhere.
 */
export function ProductNotFound({ message, suggestions = false }: { message?: string; suggestions?: boolean }) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '20', md: '28' }}>
      <Stack align="center" textAlign="center" gap="5" maxW="3xl" mx="auto" role={message ? 'alert' : undefined}>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="medium">
          {message ?? 'Produto não encontrado'}
        </Heading>
        <Text color="fg.muted">Não foi possível encontrar o produto solicitado.</Text>
        <Button asChild colorPalette="gold" size="lg">
          <Link to="/loja">Voltar para a loja</Link>
        </Button>
      </Stack>
      {suggestions && (
        <Box mt={{ base: '14', md: '20' }} textAlign="start">
          <AlsoFeaturedProducts productId="" />
        </Box>
      )}
    </Container>
  );
}
