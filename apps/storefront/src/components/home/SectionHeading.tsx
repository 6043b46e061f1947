import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export function SectionHeading({ kicker, title, subtitle, id }: { kicker?: string; title: string; subtitle?: string; id?: string }) {
  return (
    <Stack gap="3" align="center" textAlign="center" mb={{ base: '8', md: '12' }}>
      {kicker && (
        <Text fontSize="xs" letterSpacing="0.3em" textTransform="uppercase" color="gold.fg">
          {kicker}
        </Text>
      )}
      <Heading as="h2" id={id} fontSize={{ base: '3xl', md: '4xl' }} fontWeight="medium" lineHeight="short">
        {title}
      </Heading>
      <Box w="16" h="1px" bg="gold.solid" />
      {subtitle && (
        <Text color="fg.muted" maxW="2xl">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
