import { FEATURED_CAROUSEL_INTERVAL_MS, FEATURED_SLIDES_PER_VIEW } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { featuredProductsQuery } from '../../queries/featured';
import { ProductCard } from '../catalogue/ProductCard';
import { Carousel } from '../ui/Carousel';
import { SectionHeading } from './SectionHeading';

// Shown only while the products load in the browser (the server's page has them): its code and
// styles load then, not with the home.
const ProductCardSkeleton = lazy(() => import('../catalogue/ProductCardSkeleton').then((m) => ({ default: m.ProductCardSkeleton })));

const perView = { base: FEATURED_SLIDES_PER_VIEW.mobile, md: FEATURED_SLIDES_PER_VIEW.medium, lg: FEATURED_SLIDES_PER_VIEW.large };

/** Slides every 5 s, pauses while the pointer is over it; 1, 2 or 3 cards per view. */
export function FeaturedProducts() {
  const { data: products, isPending, isError } = useQuery(featuredProductsQuery());

  return (
    <section aria-labelledby="featured-title" className="home-section home-section--subtle">
      <div className="page-container">
        <SectionHeading
          id="featured-title"
          kicker="Seleção exclusiva"
          title="Produtos em Destaque"
          subtitle="Peças escolhidas a dedo pela nossa curadoria."
        />
        {isPending ? (
          <div className="featured-products__skeletons">
            <Suspense fallback={null}>
              {[0, 1, 2].map((key) => (
                <div key={key} className="featured-products__skeleton">
                  <ProductCardSkeleton />
                </div>
              ))}
            </Suspense>
          </div>
        ) : isError ? (
          <p className="featured-products__message featured-products__message--error">Erro ao carregar produtos em destaque</p>
        ) : products.length === 0 ? (
          <p className="featured-products__message">
            Nenhum produto em destaque encontrado. Adicione produtos com a opção 'Destaque' ativada para exibi-los aqui.
          </p>
        ) : (
          <div className="featured-products__carousel">
            <Carousel
              label="Produtos em destaque"
              items={products}
              getKey={(product) => product.id}
              perView={perView}
              spacing={24}
              loop={products.length > FEATURED_SLIDES_PER_VIEW.large}
              intervalMs={FEATURED_CAROUSEL_INTERVAL_MS}
              pauseOnHover
              renderItem={(product) => <ProductCard product={product} />}
            />
          </div>
        )}
      </div>
    </section>
  );
}
