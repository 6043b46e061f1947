import { Box, Heading } from '@chakra-ui/react';
import { RELATED_ARROWS_ABOVE, RELATED_LOOP_ABOVE, type ProductCard as ProductCardModel } from '@oneboss/domain';
import { ProductCard } from '../catalogue/ProductCard';
import { Carousel } from '../ui/Carousel';

/** Related and featured rows: loop above 3 cards, arrows above 4 (spec §9); nothing when empty. */
export function ProductCarouselSection({ id, title, products }: { id: string; title: string; products: ProductCardModel[] }) {
  if (products.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }} fontWeight="medium" mb="6">
        {title}
      </Heading>
      <Box px={{ base: '0', md: products.length > RELATED_ARROWS_ABOVE ? '6' : '0' }}>
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
      </Box>
    </Box>
  );
}
