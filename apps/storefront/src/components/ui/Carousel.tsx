import 'keen-slider/keen-slider.min.css';
import { Box, IconButton } from '@chakra-ui/react';
import { useKeenSlider, type KeenSliderPlugin } from 'keen-slider/react';
import { useMemo, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { autoplay } from './autoplay';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface SlidesPerView {
  base: number;
  md?: number;
  lg?: number;
}

export interface CarouselProps<T> {
  /** Accessible name of the carousel region. */
  label: string;
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  perView?: SlidesPerView;
  /** Gap between slides in px. */
  spacing?: number;
  loop?: boolean;
  intervalMs?: number;
  pauseOnHover?: boolean;
  arrows?: boolean;
  /** Stretch to the parent's height (full-bleed hero). */
  fill?: boolean;
}

const MD = '(min-width: 768px)';
const LG = '(min-width: 1024px)';

/**
 * keen-slider with keyboard-reachable previous/next buttons and slides announced as "n de total".
 * Slides get their final width in CSS before the slider measures, so nothing jumps on start-up.
 * With reduced motion it neither auto-advances nor animates.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  perView = { base: 1 },
  spacing = 0,
  loop = false,
  intervalMs,
  pauseOnHover = false,
  arrows = true,
  fill = false,
}: CarouselProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const md = perView.md ?? perView.base;
  const lg = perView.lg ?? md;

  const plugins = useMemo<KeenSliderPlugin[]>(
    () => (intervalMs && !reducedMotion ? [autoplay(intervalMs, { pauseOnHover })] : []),
    [intervalMs, pauseOnHover, reducedMotion],
  );
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop,
      defaultAnimation: reducedMotion ? { duration: 0 } : { duration: 600 },
      slides: { perView: perView.base, spacing },
      breakpoints: {
        [MD]: { slides: { perView: md, spacing } },
        [LG]: { slides: { perView: lg, spacing } },
      },
    },
    plugins,
  );

  const slideWidth = (count: number) => `calc((100% - ${(count - 1) * spacing}px) / ${count})`;
  const showArrows = arrows && items.length > 1;

  return (
    <Box position="relative" role="region" aria-roledescription="carrossel" aria-label={label} h={fill ? 'full' : undefined}>
      <div ref={sliderRef} className="keen-slider" style={fill ? { height: '100%' } : undefined}>
        {items.map((item, index) => (
          <Box
            key={getKey(item, index)}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} de ${items.length}`}
            flexShrink="0"
            h={fill ? 'full' : undefined}
            minW={{ base: slideWidth(perView.base), md: slideWidth(md), lg: slideWidth(lg) }}
            maxW={{ base: slideWidth(perView.base), md: slideWidth(md), lg: slideWidth(lg) }}
          >
            {renderItem(item, index)}
          </Box>
        ))}
      </div>
      {showArrows && (
        <>
          <CarouselArrow side="left" label="Anterior" onClick={() => slider.current?.prev()} />
          <CarouselArrow side="right" label="Próximo" onClick={() => slider.current?.next()} />
        </>
      )}
    </Box>
  );
}

function CarouselArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...(side === 'left' ? { left: { base: '1', md: '-5' } } : { right: { base: '1', md: '-5' } })}
      rounded="full"
      size="md"
      bg="rgba(11, 11, 12, 0.72)"
      color="gold.fg"
      borderWidth="1px"
      borderColor="gold.border"
      _hover={{ bg: 'gold.solid', color: 'gold.contrast' }}
      zIndex="1"
    >
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
