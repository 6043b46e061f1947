import { HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DiamondIcon } from '../ui/Icons';

export function Logo() {
  return (
    <Link to="/" aria-label="OneBoss - página inicial">
      <HStack gap="2" color="gold.fg">
        <DiamondIcon boxSize="6" />
        <Text as="span" fontFamily="heading" fontSize="2xl" fontWeight="semibold" letterSpacing="0.08em" color="fg">
          One<Text as="span" color="gold.fg">Boss</Text>
        </Text>
      </HStack>
    </Link>
  );
}
