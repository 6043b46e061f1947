import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
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
 * around, and the centre of a wide car or yacht shot is what the headline covered.
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
    <Box as="section" position="relative" h={{ md: '82svh' }} minH={{ md: '480px' }} bg={{ md: 'bg.subtle' }} overflow="hidden" aria-labelledby="hero-title">
      {slides.length > 0 && (
        <Box ref={slidesBox} position={{ base: 'relative', md: 'absolute' }} inset={{ md: '0' }} aspectRatio={{ base: '3 / 2', md: 'auto' }}>
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
          {/* Fades the picture into the page; from md up it also darkens it behind the headline. */}
          <Box
            position="absolute"
            inset="0"
            pointerEvents="none"
            bgImage={{
              base: 'linear-gradient(180deg, rgba(11,11,12,0) 65%, rgba(11,11,12,1) 100%)',
              md: 'linear-gradient(180deg, rgba(11,11,12,0.35) 0%, rgba(11,11,12,0.15) 40%, rgba(11,11,12,0.92) 100%)',
            }}
          />
        </Box>
      )}
      <Container maxW="7xl" px={{ base: '5', md: '8' }} position="relative" h={{ md: 'full' }} pointerEvents="none">
        {/* On a phone the text is in the page's flow: its box keeps room for a three-line headline, so the heading font
            arriving after the first paint (font-display: swap) reflows the headline without moving the page under it. */}
        <Stack
          h={{ md: 'full' }}
          minH={{ base: '18rem', md: '0' }}
          justify={{ base: 'flex-start', md: 'flex-end' }}
          pt={{ base: '2', md: '0' }}
          pb={{ base: '6', md: '20' }}
          gap={{ base: '4', md: '6' }}
          maxW="3xl"
        >
          <Text fontSize="xs" letterSpacing="0.4em" textTransform="uppercase" color="gold.fg">
            OneBoss
          </Text>
          <Heading
            as="h1"
            id="hero-title"
            fontSize={{ base: '4xl', md: '6xl', lg: '7xl' }}
            fontWeight="medium"
            lineHeight="1.05"
            textShadow={{ md: '0 2px 24px rgba(0,0,0,0.5)' }}
          >
            O 1º Marketplace de Luxo do Brasil
          </Heading>
          {/* Playfair's italic is drawn from its upright face: its own file (38 KB) would load before the hero picture. */}
          <Text fontFamily="heading" fontStyle="italic" fontSize={{ base: 'xl', md: '2xl' }} color="gold.200">
            Seu sonho, Nossa missão.
          </Text>
          <Box pointerEvents="auto">
            <Button asChild colorPalette="gold" size="lg" rounded="full" px="8">
              <Link to="/loja">Explorar a loja</Link>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
