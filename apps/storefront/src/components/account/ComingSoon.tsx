import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

interface ComingSoonProps {
  title: string;
  description: string;
}

/** A profile sub-page that is announced but not built yet: says so and leads back to the menu. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <Container maxW="xl" py={{ base: 10, md: 16 }} px={5} textAlign="center">
      <Text fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb={2}>
        Em breve
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={4}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={8} lineHeight="tall">
        {description}
      </Text>
      <Box display="flex" justifyContent="center">
        <Button asChild variant="outline">
          <Link to="/perfil">Voltar para o perfil</Link>
        </Button>
      </Box>
    </Container>
  );
}
