import { Container, Heading } from '@chakra-ui/react';
import { useDocumentHead } from '../../hooks/useDocumentHead';

export function HomePage() {
  useDocumentHead({ title: 'Loja Premium - Produtos de Luxo' });
  return (
    <Container maxW="7xl" py="16">
      <Heading as="h1" size="4xl">
        O 1º Marketplace de Luxo do Brasil
      </Heading>
    </Container>
  );
}
