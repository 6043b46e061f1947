import { Box, Container, Heading, Text } from '@chakra-ui/react';

export function ShopBanner({ title }: { title: string }) {
  return (
    <Box
      as="section"
      aria-labelledby="shop-title"
      bg="graphite.900"
      bgImage="radial-gradient(80% 140% at 85% 0%, rgba(201,164,92,0.22) 0%, rgba(11,11,12,0) 60%), linear-gradient(180deg, #151518 0%, #0b0b0c 100%)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      {/* On a phone the banner stays short so the first products are on the first screen. */}
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '16' }}>
        <Text fontSize="xs" letterSpacing="0.3em" textTransform="uppercase" color="gold.fg" mb="3">
          Loja OneBoss
        </Text>
        <Heading as="h1" id="shop-title" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="medium">
          {title}
        </Heading>
        <Text color="fg.muted" mt="3" maxW="2xl" hideBelow="sm">
          Bens de alto padrão selecionados para quem não abre mão do extraordinário.
        </Text>
      </Container>
    </Box>
  );
}
