import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** Missing or unpublished product, or a load that failed: the error's text replaces the title. */
export function ProductNotFound({ message }: { message?: string }) {
  return (
    <Container maxW="3xl" py={{ base: '20', md: '28' }}>
      <Stack align="center" textAlign="center" gap="5" role={message ? 'alert' : undefined}>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="medium">
          {message ?? 'Produto não encontrado'}
        </Heading>
        <Text color="fg.muted">Não foi possível encontrar o produto solicitado.</Text>
        <Button asChild colorPalette="gold" size="lg">
          <Link to="/loja">Voltar para a loja</Link>
        </Button>
      </Stack>
    </Container>
  );
}
