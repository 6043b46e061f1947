import { Box, CloseButton, Dialog, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { KeyboardEvent } from 'react';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/Icons';
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

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && onClose()} size="full" motionPreset="none">
      <Portal>
        <Dialog.Backdrop bg="rgba(0,0,0,0.94)" />
        <Dialog.Positioner>
          <Dialog.Content bg="transparent" shadow="none" onKeyDown={onKeyDown} aria-label={`Imagens de ${name}`} {...swipe}>
            <Dialog.Title srOnly>Imagens de {name}</Dialog.Title>
            <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" p={{ base: '2', md: '16' }}>
              {current && (
                <CatalogueImage
                  key={current.url}
                  src={current.url}
                  alt={`${name} - imagem ${index + 1} de ${total}`}
                  width={1600}
                  height={1200}
                  sizes="100vw"
                  fit="contain"
                  // Mounted closed at the first press: the large picture is fetched when it is shown.
                  priority={open}
                  className="image-viewer__picture"
                />
              )}
            </Box>
            {total > 1 && (
              <>
                <IconButton aria-label="Imagem anterior" onClick={() => step(-1)} position="absolute" left="4" top="50%" transform="translateY(-50%)" rounded="full" variant="outline" bg="rgba(11,11,12,0.7)">
                  <ChevronLeftIcon />
                </IconButton>
                <IconButton aria-label="Próxima imagem" onClick={() => step(1)} position="absolute" right="4" top="50%" transform="translateY(-50%)" rounded="full" variant="outline" bg="rgba(11,11,12,0.7)">
                  <ChevronRightIcon />
                </IconButton>
              </>
            )}
            {/* On a phone, above the height of the bottom bar and the home indicator's safe area. */}
            <HStack position="absolute" bottom={{ base: 'calc(5rem + env(safe-area-inset-bottom))', md: '6' }} insetX="0" justify="center">
              <Text bg="rgba(11,11,12,0.7)" px="4" py="1" rounded="full" fontSize="sm" aria-live="polite" data-testid="viewer-counter">
                {index + 1} de {total}
              </Text>
            </HStack>
            <Dialog.CloseTrigger asChild top="4" insetEnd="4">
              <CloseButton aria-label="Fechar" size="lg" bg="rgba(11,11,12,0.7)" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
