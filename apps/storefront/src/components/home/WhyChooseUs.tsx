import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { SealIcon, DiamondIcon, type LineIconProps } from '../ui/Icons';
import { HeadsetIcon, ShieldIcon } from '../ui/PageIcons';
import { SectionHeading } from './SectionHeading';

const VALUES: { title: string; text: string; icon: ComponentType<LineIconProps> }[] = [
  {
    title: 'Curadoria exclusiva',
    text: 'Cada peça é selecionada e avaliada por especialistas em bens de alto padrão.',
    icon: DiamondIcon,
  },
  {
    title: 'Autenticidade garantida',
    text: 'Procedência verificada e documentação conferida antes de cada anúncio.',
    icon: SealIcon,
  },
  {
    title: 'Negociação segura',
    text: 'Acompanhamos o contato com o vendedor do primeiro interesse ao fechamento.',
    icon: ShieldIcon,
  },
  {
    title: 'Atendimento dedicado',
    text: 'Consultores disponíveis para entender exatamente o que você procura.',
    icon: HeadsetIcon,
  },
];

export function WhyChooseUs() {
  return (
    <Box as="section" aria-labelledby="why-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '8' }}>
        <SectionHeading id="why-title" kicker="Excelência" title="Por que escolher a OneBoss" />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="6">
          {VALUES.map(({ title, text, icon: ValueIcon }) => (
            <Stack
              key={title}
              gap="4"
              p="8"
              bg="bg.subtle"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="md"
              align="center"
              textAlign="center"
            >
              <Box p="4" rounded="full" borderWidth="1px" borderColor="gold.border" color="gold.fg">
                <ValueIcon boxSize="7" />
              </Box>
              <Heading as="h3" fontSize="xl" fontWeight="medium">
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
