import { Box, Heading, Stack } from '@chakra-ui/react';
import { formatLocation, productCode, stockLabel, type SpecGroup } from '@oneboss/domain';
import type { ProductDetail } from '@oneboss/data/catalogue';

// Module constants, built once: a term beside its value from sm, above it on a phone.
const listStyle = { display: 'grid', gridTemplateColumns: { base: '1fr', sm: '14rem 1fr' }, borderTopWidth: '1px', borderColor: 'border.muted' } as const;
const termStyle = { py: '3', pe: '4', color: 'fg.muted', fontSize: 'sm', borderBottomWidth: { base: '0', sm: '1px' }, borderColor: 'border.muted' } as const;
const detailStyle = { py: { base: '0', sm: '3' }, pb: '3', borderBottomWidth: '1px', borderColor: 'border.muted' } as const;
const groupTitleStyle = { fontSize: 'xs', letterSpacing: '0.16em', textTransform: 'uppercase', color: 'gold.fg', fontWeight: 'medium', mb: '3' } as const;

type Row = { key: string; label: string; value: string };

function SpecGroupList({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Box>
      <Heading as="h3" css={groupTitleStyle}>
        {title}
      </Heading>
      <Box as="dl" css={listStyle}>
        {rows.map((row) => (
          <Box key={row.key} display="contents">
            <Box as="dt" css={termStyle}>
              {row.label}
            </Box>
            <Box as="dd" css={detailStyle} data-spec={row.key}>
              {row.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The Especificações tab: the listing's typed specs under their groups ("Geral" for the ungrouped),
 * then the listing itself: where it is, its category, availability and code.
 */
export function ProductSpecifications({ product, groups }: { product: ProductDetail; groups: SpecGroup[] }) {
  const listing: Row[] = [
    ...(product.location ? [{ key: 'localizacao', label: 'Localização', value: formatLocation(product.location) }] : []),
    { key: 'categoria', label: 'Categoria', value: product.category?.name ?? '—' },
    { key: 'subcategoria', label: 'Subcategoria', value: product.subcategory?.name ?? '—' },
    { key: 'caracteristica', label: 'Característica', value: product.attributeName ?? '—' },
    {
      key: 'disponibilidade',
      label: 'Disponibilidade',
      value: `${stockLabel(product.stockQuantity)}${product.stockQuantity > 0 ? ` (${product.stockQuantity})` : ''}`,
    },
    { key: 'codigo', label: 'Código', value: productCode(product.id) },
  ];
  return (
    <Stack gap="8">
      {groups.map((group) => (
        <SpecGroupList
          key={group.label}
          title={group.label}
          rows={group.specs.map((spec) => ({ key: spec.definition.key, label: spec.definition.label, value: spec.text }))}
        />
      ))}
      <SpecGroupList title="Anúncio" rows={listing} />
    </Stack>
  );
}
