import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Container maxW="3xl" py={{ base: '20', md: '32' }}>
      <Stack align="center" textAlign="center" gap="6">
        <Text fontFamily="heading" fontSize={{ base: '6xl', md: '8xl' }} color="gold.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Página não encontrada
        </Heading>
        <Button asChild colorPalette="gold" size="lg">
          <Link to="/">Voltar para o início</Link>
        </Button>
      </Stack>
    </Container>
  );
}
