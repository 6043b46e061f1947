import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { SealIcon, TruckIcon, type LineIconProps } from '../ui/Icons';
import { HeadsetIcon, ShieldIcon } from '../ui/PageIcons';

const ITEMS: { title: string; text: string; icon: ComponentType<LineIconProps> }[] = [
  { title: 'Pagamento seguro', text: 'Transações protegidas e intermediadas', icon: ShieldIcon },
  { title: 'Produto autêntico', text: 'Procedência e documentação verificadas', icon: SealIcon },
  { title: 'Entrega especializada', text: 'Logística dedicada a bens de alto valor', icon: TruckIcon },
  { title: 'Suporte dedicado', text: 'Um especialista acompanha sua negociação', icon: HeadsetIcon },
];

export function ProductAssurances() {
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="4">
      {ITEMS.map(({ title, text, icon: ItemIcon }) => (
        <HStack as="li" key={title} gap="4" p="5" bg="bg.subtle" borderWidth="1px" borderColor="border.muted" rounded="md" align="flex-start">
          <Box color="gold.fg" pt="0.5">
            <ItemIcon boxSize="6" />
          </Box>
          <Stack gap="1">
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {text}
            </Text>
          </Stack>
        </HStack>
      ))}
    </Grid>
  );
}
