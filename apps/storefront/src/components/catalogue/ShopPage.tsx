import { Container, Heading } from '@chakra-ui/react';

export function ShopPage({ categorySlug }: { categorySlug?: string }) {
  return (
    <Container maxW="7xl" py="16">
      <Heading as="h1" size="3xl">
        {categorySlug ?? 'Loja'}
      </Heading>
    </Container>
  );
}
