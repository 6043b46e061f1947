import { Box, HStack, Text } from '@chakra-ui/react';
import { formatLocation, type ListingLocation, type ShownSpec } from '@oneboss/domain';
import { MapPinIcon } from '../ui/PageIcons';

const listStyle = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '4', mt: '4' } as const;
const termStyle = { fontSize: 'xs', letterSpacing: '0.08em', textTransform: 'uppercase', color: 'fg.muted' } as const;
const detailStyle = { fontSize: { base: 'sm', md: 'md' }, color: 'fg', fontWeight: 'medium' } as const;

/** Beside the price: the listing's headline specs (label over value) and where it is. */
export function ProductHeadline({ specs, location }: { specs: ShownSpec[]; location: ListingLocation | null }) {
  return (
    <>
      {specs.length > 0 && (
        <Box as="dl" css={listStyle}>
          {specs.map((spec) => (
            <Box key={spec.definition.key}>
              <Box as="dt" css={termStyle}>
                {spec.definition.label}
              </Box>
              <Box as="dd" css={detailStyle} data-spec={spec.definition.key}>
                {spec.text}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {location && (
        <HStack mt="3" gap="1.5" color="fg.muted" fontSize="sm">
          <MapPinIcon boxSize="4" color="gold.fg" />
          <Text data-testid="product-location">{formatLocation(location)}</Text>
        </HStack>
      )}
    </>
  );
}
