import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { shopPageWindow } from '@oneboss/domain';
import { Link } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import type { ShopLocation } from '../../hooks/use-shop-navigation';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/Icons';

/** A finger's target: 44 px square at least. */
const TARGET = { minW: '11', h: '11' } as const;

/**
 * A link to another page of the same filters, at its canonical URL (filters and sort kept); the
 * router scrolls to the top. It passes on the props a Chakra `asChild` parent gives it (class, label).
 */
function PageLink({ location, children, ...rest }: { location: ShopLocation; children: ReactNode } & Omit<ComponentProps<'a'>, 'href'>) {
  return (
    <Link {...rest} {...location}>
      {children}
    </Link>
  );
}

/**
 * Hidden with one page or none; previous/next, numbered pages (2 either side, first and
 * last always, ellipses) on wider screens and 'N de M' on small ones. Every page is a real link,
 * so crawlers and a browser without JavaScript reach them all.
 */
/** `pageLocation`: where a page of the same filters is. */
export function Pagination({ page, pageCount, pageLocation }: { page: number; pageCount: number; pageLocation: (page: number) => ShopLocation }) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label="Paginação" justify="center" gap="2" mt="12" wrap="wrap">
      {page > 1 ? (
        <IconButton asChild aria-label="Página anterior" variant="outline" css={TARGET}>
          <PageLink location={pageLocation(page - 1)}>
            <ChevronLeftIcon />
          </PageLink>
        </IconButton>
      ) : (
        <IconButton aria-label="Página anterior" variant="outline" css={TARGET} disabled>
          <ChevronLeftIcon />
        </IconButton>
      )}
      <HStack gap="1" display={{ base: 'none', md: 'flex' }}>
        {shopPageWindow(page, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <Box key={`ellipsis-${index}`} px="2" color="fg.subtle" aria-hidden="true">
              …
            </Box>
          ) : item === page ? (
            <Button key={item} css={TARGET} variant="solid" colorPalette="gold" aria-label={`Página ${item}`} aria-current="page">
              {item}
            </Button>
          ) : (
            <Button key={item} asChild css={TARGET} variant="ghost" colorPalette="gray" aria-label={`Página ${item}`}>
              <PageLink location={pageLocation(item)}>{item}</PageLink>
            </Button>
          ),
        )}
      </HStack>
      <Text display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted" px="3" aria-live="polite">
        {page} de {pageCount}
      </Text>
      {page < pageCount ? (
        <IconButton asChild aria-label="Próxima página" variant="outline" css={TARGET}>
          <PageLink location={pageLocation(page + 1)}>
            <ChevronRightIcon />
          </PageLink>
        </IconButton>
      ) : (
        <IconButton aria-label="Próxima página" variant="outline" css={TARGET} disabled>
          <ChevronRightIcon />
        </IconButton>
      )}
    </HStack>
  );
}
