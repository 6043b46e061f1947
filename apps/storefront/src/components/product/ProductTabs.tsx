import { Tabs } from '@ark-ui/react/tabs';
import { htmlToText, type SpecGroup } from '@oneboss/domain';
import type { ProductDetail } from '@oneboss/data/catalogue';
import { ProductSpecifications } from './ProductSpecifications';
import { sanitizeDescription } from './sanitize-description';

/**
 * Descrição and Especificações. Ark UI's tabs (the headless part of Chakra's) with static classes
 * (product-tabs.css): Chakra's styled tabs built its styling system when they hydrated, a long task
 * on a phone as the buyer scrolled past the first screen.
 */
export function ProductTabs({ product, specGroups }: { product: ProductDetail; specGroups: SpecGroup[] }) {
  // sanitizeDescription keeps what it sanitized, so a render repeats no work.
  const html = sanitizeDescription(product.description ?? '');
  const hasDescription = htmlToText(html) !== '';
  return (
    <Tabs.Root defaultValue="description" className="product-tabs">
      <Tabs.List className="product-tabs__list">
        <Tabs.Trigger value="description" className="product-tabs__trigger">
          Descrição
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" className="product-tabs__trigger">
          Especificações
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="product-tabs__content">
        {hasDescription ? (
          <div className="product-description" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="product-tabs__empty">Este produto não possui uma descrição detalhada no momento.</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="specifications" className="product-tabs__content">
        <ProductSpecifications product={product} groups={specGroups} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
