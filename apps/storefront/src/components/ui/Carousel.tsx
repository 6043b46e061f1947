import type { KeenSliderInstance } from 'keen-slider';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { LG_AND_UP, MD_AND_UP } from '../../theme/media-queries';
import { autoplay } from './autoplay';
import { ChevronLeftIcon, ChevronRightIcon } from './PageIcons';

interface SlidesPerView {
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

/**
 * A keen-slider carousel with keyboard-reachable previous/next buttons and slides announced as
 * "n de total". The slides are laid out in CSS at their final width, so the first view needs no
 * slider code: keen-slider (~6 KB gzip) loads on first contact (pointer, touch, focus, arrow) or
 * at the first autoplay tick, then takes over the track. With reduced motion it neither
 * auto-advances nor animates.
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
  const track = useRef<HTMLDivElement>(null);
  const slider = useRef<Promise<KeenSliderInstance> | null>(null);
  // Until keen-slider runs, a CSS gap spaces the slides; it then positions them itself.
  const [started, setStarted] = useState(false);
  const md = perView.md ?? perView.base;
  const lg = perView.lg ?? md;
  const count = items.length;
  // keen-slider holds the slide elements it found, so a different set of slides needs a new slider.
  const slidesKey = items.map(getKey).join('|');
  const autoplayMs = intervalMs && !reducedMotion ? intervalMs : undefined;

  /** Loads and starts keen-slider once: on first contact, first arrow press or first autoplay tick. */
  const ensureSlider = useCallback((): Promise<KeenSliderInstance> | null => {
    const container = track.current;
    if (!container || count < 2) return null;
    slider.current ??= import('keen-slider').then(({ default: KeenSlider }) => {
      const instance = new KeenSlider(
        container,
        {
          loop,
          defaultAnimation: { duration: reducedMotion ? 0 : 600 },
          slides: { perView: perView.base, spacing },
          breakpoints: {
            [MD_AND_UP]: { slides: { perView: md, spacing } },
            [LG_AND_UP]: { slides: { perView: lg, spacing } },
          },
        },
        autoplayMs ? [autoplay(autoplayMs, { pauseOnHover })] : [],
      );
      setStarted(true);
      return instance;
    });
    return slider.current;
    // slidesKey only marks when the slides changed; the slider reads them from the DOM.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slidesKey, count, loop, reducedMotion, perView.base, md, lg, spacing, autoplayMs, pauseOnHover]);

  useEffect(() => {
    const timer = autoplayMs ? setTimeout(() => void ensureSlider()?.then((instance) => instance.next()), autoplayMs) : undefined;
    return () => {
      clearTimeout(timer);
      const running = slider.current;
      slider.current = null;
      setStarted(false);
      void running?.then((instance) => instance.destroy());
    };
  }, [ensureSlider, autoplayMs]);

  const step = (direction: 'prev' | 'next') => void ensureSlider()?.then((instance) => instance[direction]());

  const slideWidth = (perViewCount: number) => `calc((100% - ${(perViewCount - 1) * spacing}px) / ${perViewCount})`;
  // The slides' widths per breakpoint (carousel.css), and a CSS gap until keen-slider positions them.
  const trackStyle = {
    '--slide-base': slideWidth(perView.base),
    '--slide-md': slideWidth(md),
    '--slide-lg': slideWidth(lg),
    columnGap: started ? undefined : `${spacing}px`,
  } as CSSProperties;

  return (
    <div
      className={fill ? 'carousel carousel--fill' : 'carousel'}
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      onPointerEnter={() => void ensureSlider()}
      onTouchStart={() => void ensureSlider()}
      onFocus={() => void ensureSlider()}
    >
      <div ref={track} className="keen-slider carousel__track" style={trackStyle}>
        {items.map((item, index) => (
          <div key={getKey(item, index)} className="keen-slider__slide carousel__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} de ${count}`}>
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {arrows && count > 1 && (
        <>
          <CarouselArrow side="left" label="Anterior" onClick={() => step('prev')} />
          <CarouselArrow side="right" label="Próximo" onClick={() => step('next')} />
        </>
      )}
    </div>
  );
}

function CarouselArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button type="button" className={`button button--icon button--pill carousel__arrow carousel__arrow--${side}`} aria-label={label} onClick={onClick}>
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}
