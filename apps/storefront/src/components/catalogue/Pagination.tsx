import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { shopPageWindow } from '@oneboss/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';

/**
 * Spec §2: hidden with one page or none; previous/next, numbered pages (2 either side, first and
 * last always, ellipses) on wider screens and 'N de M' on small ones.
 */
export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    onChange(target);
    window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <HStack as="nav" aria-label="Paginação" justify="center" gap="2" mt="12" wrap="wrap">
      <IconButton aria-label="Página anterior" variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <HStack gap="1" display={{ base: 'none', md: 'flex' }}>
        {shopPageWindow(page, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <Box key={`ellipsis-${index}`} px="2" color="fg.subtle" aria-hidden="true">
              …
            </Box>
          ) : (
            <Button
              key={item}
              size="sm"
              minW="9"
              variant={item === page ? 'solid' : 'ghost'}
              colorPalette={item === page ? 'gold' : 'gray'}
              aria-label={`Página ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => item !== page && go(item)}
            >
              {item}
            </Button>
          ),
        )}
      </HStack>
      <Text display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted" px="3" aria-live="polite">
        {page} de {pageCount}
      </Text>
      <IconButton aria-label="Próxima página" variant="outline" size="sm" disabled={page >= pageCount} onClick={() => go(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </HStack>
  );
}
