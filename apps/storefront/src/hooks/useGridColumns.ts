import { useMediaQuery } from './useMediaQuery';

/** How many cards the product grid's first row holds in this window: 3 from Chakra's xl, 2 from sm. */
export function useGridColumns(): number {
  const wide = useMediaQuery('(min-width: 1280px)');
  const twoColumns = useMediaQuery('(min-width: 480px)');
  return wide ? 3 : twoColumns ? 2 : 1;
}
