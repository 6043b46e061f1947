import { groupListingSpecs, headlineSpecs, type SpecDefinition } from '@oneboss/domain';
import type { ProductPage as ProductPageData } from '@oneboss/data/catalogue';
import { Link } from '@tanstack/react-router';
import { Hydrate } from '@tanstack/react-start';
import { Suspense, lazy } from 'react';
import { belowTheFold } from '../ui/below-the-fold';
import { ArrowLeftIcon } from '../ui/PageIcons';
import { ServerHtml } from '../ui/ServerHtml';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { AlsoFeaturedProducts, RelatedProducts } from './ProductCarouselSection';
import { ProductGallery } from './ProductGallery';
import { env } from '../../env';
import { ProductInfo } from './ProductInfo';
import { ProductTabs } from './ProductTabs';
import { SellerCard } from '../sellers/SellerCard';

// The lead form's code loads in idle time and the form hydrates as the buyer nears it, as the other
// sections below the first screen: before that it is a plain form posted to this page, which the
// server stores as the script would.
const LeadForm = lazy(() => import('../leads/LeadForm').then((m) => ({ default: m.LeadForm })));

// Never hydrated (below): its code loads only where the browser draws it, not with the page.
const ProductAssurances = lazy(() => import('./ProductAssurances').then((m) => ({ default: m.ProductAssurances })));

export function ProductPage({ page: { product, related, seller, sellerResponseHours }, definitions }: { page: ProductPageData; definitions: readonly SpecDefinition[] }) {
  return (
    <div className="page-container product-page">
      <div className="product-page__sections">
        <div className="product-page__top">
          <ProductBreadcrumb name={product.name} category={product.category} />
          <div>
            <Link to="/loja" className="button button--sm button--muted product-page__back">
              <ArrowLeftIcon boxSize="4" /> Voltar
            </Link>
          </div>
          <div className="product-page__main">
            <ProductGallery images={product.images} name={product.name} />
            <div className="product-page__panel">
              {/* The listing seller's own WhatsApp; the site-wide number only if its seller could not be read. */}
              <ProductInfo product={product} headline={headlineSpecs(definitions, product)} sellerWhatsapp={seller?.whatsapp ?? env.whatsappNumber} />
              {seller && <SellerCard seller={seller} responseHours={sellerResponseHours} />}
            </div>
          </div>
        </div>
        <Hydrate {...belowTheFold}>
          <ProductTabs product={product} specGroups={groupListingSpecs(definitions, product)} />
        </Hydrate>
        {/* Static text: kept as the server sent it, never hydrated; a page rendered in the browser renders it. */}
        <ServerHtml>
          <ProductAssurances />
        </ServerHtml>
        <section aria-labelledby="interest-title" className="product-page__interest">
          <div className="product-page__interest-heading">
            <h2 id="interest-title" className="product-page__interest-title">
              Tenho interesse
            </h2>
            <p className="product-page__interest-text">Deixe seus dados e um especialista OneBoss entrará em contato sobre este produto.</p>
          </div>
          <Hydrate {...belowTheFold}>
            <Suspense fallback={null}>
              <LeadForm productId={product.id} productName={product.name} />
            </Suspense>
          </Hydrate>
        </section>
        {/* An empty boundary would still take the stack's gap. */}
        {related.length > 0 && (
          <Hydrate {...belowTheFold}>
            <RelatedProducts products={related} />
          </Hydrate>
        )}
        {/* Below the first screen as the related row: its cards' code is not among the page's first requests. */}
        <Hydrate {...belowTheFold}>
          <AlsoFeaturedProducts productId={product.id} />
        </Hydrate>
      </div>
    </div>
  );
}
