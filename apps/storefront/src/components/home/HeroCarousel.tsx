import { HERO_CAROUSEL_INTERVAL_MS, HERO_IMAGE_COUNT } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { startTransition, useEffect, useRef, useState } from 'react';
import { heroBannersQuery } from '../../queries/home';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { HERO_IMAGE } from '../catalogue/image-layouts';
import { Carousel } from '../ui/Carousel';

/**
 * Three images, sliding every 5 s and looping, under one fixed headline; the first image is the page's LCP.
 * From md up the headline sits on the picture; on a phone the picture is a landscape band above
 * it, so the whole subject shows: an operator's photograph has no focal point to crop a portrait
 * around, and the centre of a wide car or yacht shot is what the headline covered. Plain elements
 * with the classes of hero.css (loaded with the root's styles).
 */
export function HeroCarousel() {
  const { data: banners = [] } = useQuery(heroBannersQuery());
  const slides = banners.slice(0, HERO_IMAGE_COUNT);
  // The next slides' pictures are requested once the first has painted: off screen until the
  // first autoplay tick, they would otherwise share the phone's bandwidth with it.
  const [nextSlidesShown, setNextSlidesShown] = useState(false);
  const showNextSlides = () => requestAnimationFrame(() => setTimeout(() => startTransition(() => setNextSlidesShown(true))));
  // The server's HTML starts the first picture before React runs: when it has already loaded by
  // hydration, its load event is gone and the next slides follow at once.
  const slidesBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slidesBox.current?.querySelector('img')?.complete) showNextSlides();
  }, []);

  return (
    <section className="hero" aria-labelledby="hero-title">
      {slides.length > 0 && (
        <div ref={slidesBox} className="hero__slides">
          <Carousel
            label="Destaques OneBoss"
            items={slides}
            getKey={(banner) => banner.id}
            loop
            intervalMs={HERO_CAROUSEL_INTERVAL_MS}
            arrows={false}
            fill
            renderItem={(banner, index) =>
              index === 0 || nextSlidesShown ? (
                <CatalogueImage
                  src={banner.imageUrl}
                  alt={banner.title || 'OneBoss'}
                  width={HERO_IMAGE.width}
                  height={HERO_IMAGE.height}
                  sizes={HERO_IMAGE.sizes}
                  priority={index === 0}
                  onLoad={index === 0 ? showNextSlides : undefined}
                />
              ) : null
            }
          />
          <div className="hero__shade" />
        </div>
      )}
      <div className="page-container hero__frame">
        {/* On a phone the text is in the page's flow: its box keeps room for a three-line headline, so the heading font
            arriving after the first paint (font-display: swap) reflows the headline without moving the page under it. */}
        <div className="hero__text">
          <p className="hero__kicker">OneBoss</p>
          <h1 id="hero-title" className="hero__title">
            O 1º Marketplace de Luxo do Brasil
          </h1>
          {/* Playfair's italic is drawn from its upright face: its own file (38 KB) would load before the hero picture. */}
          <p className="hero__motto">Seu sonho, Nossa missão.</p>
          <div className="hero__action">
            <Link to="/loja" className="button button--lg button--solid button--pill">
              Explorar a loja
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
