import { Box, Button, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { COMPARE_MAX, type CompareChoice } from '@oneboss/domain';
import { Link } from '@tanstack/react-router';
import { CloseIcon } from '../ui/Icons';
import { clearCompare, compareSearch, removeFromCompare } from './compare-store';

/**
 * The listings chosen to compare, fixed at the foot of the screen (above the phone's bottom bar and
 * a product's contact bar), with 'Comparar' and a remove per listing.
 */
export function CompareTrayView({ choices }: { choices: CompareChoice[] }) {
  return (
    <Box
      data-compare-tray=""
      role="region"
      aria-label="Comparação"
      position="fixed"
      zIndex="sticky"
      insetX={{ base: '0', md: 'auto' }}
      right={{ md: '6' }}
      bottom={{ base: 'calc(4rem + env(safe-area-inset-bottom))', md: '6' }}
      css={{ 'body:has([data-contact-bar]) &': { bottom: { base: 'calc(8rem + env(safe-area-inset-bottom))', md: '6' } } }}
      bg="rgb(11, 11, 12)"
      borderWidth="1px"
      borderColor="gold.border"
      rounded={{ base: '0', md: 'md' }}
      px="3"
      py="2"
      shadow="lg"
    >
      <HStack gap="2" justify="space-between">
        <HStack gap="1.5" overflowX="auto" minW="0" pt="1">
          {choices.map((choice) => (
            <Box key={choice.id} position="relative" flexShrink="0">
              <Image src={choice.imageUrl} alt={choice.name} boxSize={{ base: '9', md: '11' }} objectFit="cover" rounded="sm" title={choice.name} />
              <IconButton
                aria-label={`Remover da comparação: ${choice.name}`}
                size="2xs"
                rounded="full"
                variant="solid"
                position="absolute"
                top="-1"
                right="-1"
                minW="6"
                h="6"
                onClick={() => removeFromCompare(choice.id)}
              >
                <CloseIcon boxSize="3" />
              </IconButton>
            </Box>
          ))}
          <Text fontSize="xs" color="fg.muted" px="1" flexShrink="0">
            {choices.length}/{COMPARE_MAX}
          </Text>
        </HStack>
        <HStack gap="1" flexShrink="0">
          {/* On a phone the row keeps its room for four pictures: each has its own remove. */}
          <Button variant="ghost" size="sm" minH="11" hideBelow="md" onClick={clearCompare}>
            Limpar
          </Button>
          {choices.length >= 2 ? (
            <Button asChild colorPalette="gold" size="sm" minH="11">
              <Link to="/comparar" search={compareSearch(choices)}>
                Comparar
              </Link>
            </Button>
          ) : (
            <Text fontSize="xs" color="fg.muted" maxW="28">
              Escolha mais um para comparar
            </Text>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
