import { FALLBACK_PRODUCT_IMAGE, THUMBNAIL_LOOP_ABOVE, type ProductImage } from '@oneboss/domain';
import { useState } from 'react';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { GALLERY_IMAGE } from '../catalogue/image-layouts';
import { Carousel } from '../ui/Carousel';
import { ExpandIcon } from '../ui/PageIcons';
import { useIdleModule } from '../../hooks/use-idle-module';
import { useSwipe } from './use-swipe';

const THUMBS_PER_VIEW = 4;

// The full-screen viewer (a dialog with its own styles) loads once the page is idle after
// hydration, or when a buyer first reaches for it if sooner; never before the page's main picture.
// Without it a first tap on the picture waited for the viewer's code (360 ms unthrottled).
const loadViewer = () => import('./ImageViewer').then((module) => module.ImageViewer);

export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // Mounted at the buyer's first press on the picture (its code is fetched in idle time before).
  const { module: ImageViewer, request: requestViewer } = useIdleModule(loadViewer);
  const openViewer = () => {
    setViewerOpen(true);
    requestViewer();
  };
  const current = images[index];
  const swipe = useSwipe((direction) => setIndex((index + direction + images.length) % images.length));

  if (!current) {
    return (
      <div className="product-gallery__main">
        <CatalogueImage src={FALLBACK_PRODUCT_IMAGE} alt={name} width={GALLERY_IMAGE.width} height={GALLERY_IMAGE.height} sizes={GALLERY_IMAGE.sizes} priority />
        <p className="product-gallery__empty">Sem imagens disponíveis</p>
      </div>
    );
  }

  return (
    <div className="product-gallery">
      <button
        type="button"
        aria-label={`Ampliar imagem ${index + 1} de ${images.length}`}
        onClick={openViewer}
        className="group product-gallery__main product-gallery__zoom"
        data-testid="gallery-main"
        {...swipe}
        onPointerDown={(event) => {
          requestViewer();
          swipe.onPointerDown(event);
        }}
      >
        <CatalogueImage
          key={current.url}
          src={current.url}
          alt={name}
          width={GALLERY_IMAGE.width}
          height={GALLERY_IMAGE.height}
          sizes={GALLERY_IMAGE.sizes}
          priority={index === 0}
        />
        {/* A span: a button holds phrasing content only. */}
        <span className="product-gallery__expand">
          <ExpandIcon boxSize="4" />
        </span>
      </button>
      {images.length > 1 && (
        <Carousel
          label="Miniaturas"
          items={images}
          getKey={(image) => image.id}
          perView={{ base: THUMBS_PER_VIEW }}
          spacing={12}
          loop={images.length > THUMBNAIL_LOOP_ABOVE}
          arrows={images.length > THUMBS_PER_VIEW}
          renderItem={(image, thumbIndex) => (
            <button
              type="button"
              className="product-gallery__thumb"
              aria-label={`Mostrar imagem ${thumbIndex + 1} de ${images.length}`}
              aria-pressed={thumbIndex === index}
              onClick={() => setIndex(thumbIndex)}
            >
              <CatalogueImage src={image.url} alt="" width={200} height={150} sizes="120px" />
            </button>
          )}
        />
      )}
      {ImageViewer && (
        <ImageViewer open={viewerOpen} onClose={() => setViewerOpen(false)} images={images} index={index} onIndexChange={setIndex} name={name} />
      )}
    </div>
  );
}
