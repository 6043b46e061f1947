import { Container, HStack, Spinner, Text } from '@chakra-ui/react';

export function ProductLoading() {
  return (
    <Container maxW="7xl" py="32">
      <HStack justify="center" gap="3" role="status">
        <Spinner color="gold.solid" />
        <Text color="fg.muted">Carregando produto...</Text>
      </HStack>
    </Container>
  );
}
