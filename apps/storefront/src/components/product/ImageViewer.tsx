import { useId, type KeyboardEvent } from 'react';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { CloseIcon } from '../ui/Icons';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/PageIcons';
import { ModalDialog } from '../ui/ModalDialog';
import { useSwipe } from './use-swipe';
import './image-viewer.css';

interface ImageViewerProps {
  open: boolean;
  onClose: () => void;
  images: readonly { url: string }[];
  index: number;
  onIndexChange: (index: number) => void;
  name: string;
}

/** Full-screen viewer: focus stays inside, Esc closes, the arrow keys and a swipe cycle through the images. */
export function ImageViewer({ open, onClose, images, index, onIndexChange, name }: ImageViewerProps) {
  const total = images.length;
  const step = (delta: number) => onIndexChange((index + delta + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  const current = images[index];
  const swipe = useSwipe(step);
  const titleId = useId();

  return (
    <ModalDialog open={open} onClose={onClose} variant="full" labelledBy={titleId}>
      <div className="image-viewer" onKeyDown={onKeyDown} {...swipe}>
        <h2 id={titleId} className="visually-hidden">
          Imagens de {name}
        </h2>
        <div className="image-viewer__stage">
          {current && (
            <CatalogueImage
              key={current.url}
              src={current.url}
              alt={`${name} - imagem ${index + 1} de ${total}`}
              width={1600}
              height={1200}
              sizes="100vw"
              fit="contain"
              priority
              className="image-viewer__picture"
            />
          )}
        </div>
        {total > 1 && (
          <>
            <button type="button" className="button button--icon button--pill button--outline image-viewer__step image-viewer__step--previous" aria-label="Imagem anterior" onClick={() => step(-1)}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className="button button--icon button--pill button--outline image-viewer__step image-viewer__step--next" aria-label="Próxima imagem" onClick={() => step(1)}>
              <ChevronRightIcon />
            </button>
          </>
        )}
        <p className="image-viewer__counter" aria-live="polite" data-testid="viewer-counter">
          {index + 1} de {total}
        </p>
        <button type="button" className="button button--lg button--icon button--ghost modal__close image-viewer__close" aria-label="Fechar" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </ModalDialog>
  );
}
