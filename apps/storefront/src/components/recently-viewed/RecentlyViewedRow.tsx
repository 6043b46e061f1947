import { Box, Container, Heading, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { recentlyViewedQuery } from '../../queries/buyer-tools';
import { ProductCard } from '../catalogue/ProductCard';
import { useRecentlyViewedIds } from './recently-viewed-store';

// One static style for the row: cards side by side, scrolled sideways with snap points.
const rowStyle = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: '46%', sm: '34%', md: '26%', lg: '20%' },
  gap: { base: '3', sm: '5' },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  pb: '2',
  listStyleType: 'none',
  '& > li': { scrollSnapAlign: 'start' },
} as const;

/**
 * 'Vistos recentemente': the listings this browser viewed lately (kept in it, newest first). Read
 * and drawn in the browser only; a first visitor, who has none, gets nothing at all (no space held,
 * no layout shift). Listings hidden since are left out by the read.
 */
export function RecentlyViewedRow({ excludeId, inContainer = true }: { excludeId?: string; inContainer?: boolean }) {
  const ids = useRecentlyViewedIds().filter((id) => id !== excludeId);
  const { data: products } = useQuery({ ...recentlyViewedQuery(ids), enabled: ids.length > 0 });
  if (ids.length === 0 || !products || products.length === 0) return null;
  const row = (
    <Box as="section" aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <Heading as="h2" id="recently-viewed-title" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="medium" mb="4">
        Vistos recentemente
      </Heading>
      <chakra.ul css={rowStyle}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
  return inContainer ? (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
      {row}
    </Container>
  ) : (
    row
  );
}
