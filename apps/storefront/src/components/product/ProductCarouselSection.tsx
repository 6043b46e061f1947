import { ALSO_FEATURED_LIMIT, RELATED_ARROWS_ABOVE, RELATED_LOOP_ABOVE, type ProductCard as ProductCardModel } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { alsoFeaturedQuery } from '../../queries/featured';
import { ProductCard } from '../catalogue/ProductCard';
import { Carousel } from '../ui/Carousel';

const NO_PRODUCTS: ProductCardModel[] = [];

/**
 * Related and featured rows: loop above 3 cards, arrows above 4; nothing when empty. The
 * carousel is the row's landmark, named by the title; the section around it stays unnamed, so a
 * screen reader's list of landmarks does not hold the same name twice. Static classes
 * (carousel-section.css), in the first stylesheet: the rows are server-rendered below the fold.
 */
function ProductCarouselSection({ title, products }: { title: string; products: ProductCardModel[] }) {
  if (products.length === 0) return null;
  return (
    <section>
      <h2 className="carousel-section__title">{title}</h2>
      <div className={products.length > RELATED_ARROWS_ABOVE ? 'carousel-section__arrows-room' : undefined}>
        <Carousel
          label={title}
          items={products}
          getKey={(product) => product.id}
          perView={{ base: 1, md: 2, lg: 4 }}
          spacing={20}
          loop={products.length > RELATED_LOOP_ABOVE}
          arrows={products.length > RELATED_ARROWS_ABOVE}
          renderItem={(product) => <ProductCard product={product} />}
        />
      </div>
    </section>
  );
}

/** Read with the product, so its cards are there on the page's first render. */
export function RelatedProducts({ products }: { products: ProductCardModel[] }) {
  return <ProductCarouselSection title="Produtos relacionados" products={products} />;
}

// The featured row reads its own query; cards that arrive with the data render in a transition
// (sliced into short tasks) instead of in the query's synchronous update.
export function AlsoFeaturedProducts({ productId }: { productId: string }) {
  const { data = NO_PRODUCTS } = useQuery(alsoFeaturedQuery());
  const products = useDeferredValue(data);
  return (
    <ProductCarouselSection
      title="Veja também: Produtos em Destaque"
      products={products.filter((card) => card.id !== productId).slice(0, ALSO_FEATURED_LIMIT)}
    />
  );
}
