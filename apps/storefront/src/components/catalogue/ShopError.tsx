import { Container } from '@chakra-ui/react';
import { ResultsError } from './ProductGrid';

/** The shop could not start (the category tree failed after its retries). */
export function ShopError() {
  return (
    <Container maxW="3xl" py="20">
      <ResultsError />
    </Container>
  );
}
