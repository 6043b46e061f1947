import { Box, Button, Container, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import {
  FALLBACK_PRODUCT_IMAGE,
  PRICE_ON_REQUEST_LABEL,
  compareIdsParam,
  compareProblem,
  compareSpecRows,
  firstImageUrl,
  formatBRL,
  formatCity,
  priceDisplay,
  rowDiffers,
  type CompareRow,
  type Product,
} from '@oneboss/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { comparedListingsQuery } from '../../queries/buyer-tools';
import { specDefinitionsQuery } from '../../queries/spec-definitions';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { removeFromCompare } from './compare-store';

function priceText(product: Product): string {
  const display = priceDisplay(product);
  if (display.kind === 'on-request') return PRICE_ON_REQUEST_LABEL;
  if (display.kind === 'sale') return formatBRL(display.salePrice);
  if (display.kind === 'regular') return formatBRL(display.price);
  return display.label;
}

function fixedRow(key: string, label: string, values: (string | null)[]): CompareRow {
  return { key, label, values, differs: rowDiffers(values) };
}

const cellStyle = { px: '3', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'left', verticalAlign: 'top', fontSize: 'sm' } as const;
// Fixed column widths (rem) that hold a label such as "Quilometragem" and a price such as R$ 38.000.000,00 whole on a phone.
const LABEL_COLUMN = 9;
const LISTING_COLUMN = 11;
const labelStyle = { ...cellStyle, position: 'sticky', left: '0', zIndex: '1', bg: 'bg', color: 'fg.muted', fontWeight: 'normal', w: `${LABEL_COLUMN}rem` } as const;

/** /comparar: up to four listings of one category side by side, the rows that differ highlighted. */
export function ComparePage({ ids }: { ids: string[] }) {
  const { data: listings } = useSuspenseQuery(comparedListingsQuery(ids));
  const { data: definitions } = useSuspenseQuery(specDefinitionsQuery());
  const problem = compareProblem(ids.length, listings);
  const rows = problem
    ? []
    : [
        fixedRow('preco', 'Preço', listings.map(priceText)),
        fixedRow('localizacao', 'Localização', listings.map((listing) => (listing.location ? formatCity(listing.location) : null))),
        ...compareSpecRows(definitions, listings),
      ];
  const others = (id: string) => compareIdsParam(ids.filter((other) => other !== id));

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="medium">
            Comparar anúncios
          </Heading>
          {!problem && (
            <Text color="fg.muted">
              {listings[0]?.category?.name ? `${listings[0].category.name}: ` : ''}
              as linhas destacadas são as que mudam de um anúncio para outro.
            </Text>
          )}
        </Stack>
        {problem ? (
          <Stack role="alert" align="start" gap="4" p={{ base: '6', md: '8' }} borderWidth="1px" borderColor="border.muted" rounded="md" bg="bg.subtle">
            <Text fontSize="lg">{problem}</Text>
            <Button asChild colorPalette="gold">
              <Link to="/loja">Ir para a loja</Link>
            </Button>
          </Stack>
        ) : (
          <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" rounded="md">
            <chakra.table w="full" borderCollapse="collapse" css={{ tableLayout: 'fixed', minW: `${LABEL_COLUMN + listings.length * LISTING_COLUMN}rem` }}>
              <chakra.caption srOnly>Comparação de {listings.length} anúncios</chakra.caption>
              <thead>
                <tr>
                  <chakra.th css={labelStyle} scope="col">
                    Anúncio
                  </chakra.th>
                  {listings.map((listing) => (
                    <chakra.th key={listing.id} css={cellStyle} scope="col">
                      <Stack gap="2">
                        <Link to="/produto/$productId" params={{ productId: listing.id }}>
                          <Box aspectRatio="4 / 3" overflow="hidden" rounded="sm" bg="bg.muted">
                            <CatalogueImage src={firstImageUrl(listing.images) ?? FALLBACK_PRODUCT_IMAGE} alt={listing.name} width={320} height={240} sizes="(min-width: 768px) 20vw, 40vw" />
                          </Box>
                          <Text mt="2" fontFamily="heading" fontSize={{ base: 'sm', md: 'md' }} color="fg" lineClamp="3">
                            {listing.name}
                          </Text>
                        </Link>
                        <Button asChild size="xs" variant="ghost" color="fg.muted" alignSelf="start" px="0" minH="11">
                          <Link to="/comparar" search={{ ids: others(listing.id) }} onClick={() => removeFromCompare(listing.id)}>
                            Remover
                          </Link>
                        </Button>
                      </Stack>
                    </chakra.th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <chakra.tr key={row.key} data-differs={row.differs ? '' : undefined} css={row.differs ? { '& > *': { bg: 'gold.subtle' } } : undefined}>
                    <chakra.th css={labelStyle} scope="row">
                      {row.label}
                      {row.differs && (
                        <Text as="span" display="block" fontSize="xs" color="gold.fg">
                          Diferente
                        </Text>
                      )}
                    </chakra.th>
                    {row.values.map((value, index) => (
                      <chakra.td key={listings[index].id} css={cellStyle} color={value === null ? 'fg.subtle' : 'fg'}>
                        {value ?? '—'}
                      </chakra.td>
                    ))}
                  </chakra.tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
