import { Box, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { htmlToText, type SpecGroup } from '@oneboss/domain';
import type { ProductDetail } from '@oneboss/data/catalogue';
import { ProductSpecifications } from './ProductSpecifications';
import { sanitizeDescription } from './sanitize-description';

const descriptionStyles = {
  '& p': { mb: '4' },
  '& h2, & h3, & h4': { fontFamily: 'heading', fontSize: 'xl', mt: '6', mb: '3', color: 'fg' },
  '& ul, & ol': { ps: '6', mb: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'gold.fg', textDecoration: 'underline' },
  '& strong, & b': { color: 'fg', fontWeight: 'semibold' },
  '& blockquote': { borderStartWidth: '2px', borderColor: 'gold.solid', ps: '4', fontStyle: 'italic' },
} as const;

export function ProductTabs({ product, specGroups }: { product: ProductDetail; specGroups: SpecGroup[] }) {
  // sanitizeDescription keeps what it sanitized, so a render repeats no work.
  const html = sanitizeDescription(product.description ?? '');
  const hasDescription = htmlToText(html) !== '';
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue="description" variant="line" colorPalette="gold" lazyMount={false}>
      <Tabs.List borderColor="border.muted">
        <Tabs.Trigger value="description" fontSize="md">
          Descrição
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" fontSize="md">
          Especificações
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" pt="6">
        {hasDescription ? (
          <Box color="fg.muted" lineHeight="tall" css={descriptionStyles} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Text color="fg.muted">Este produto não possui uma descrição detalhada no momento.</Text>
        )}
      </Tabs.Content>
      <Tabs.Content value="specifications" pt="6">
        <ProductSpecifications product={product} groups={specGroups} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
