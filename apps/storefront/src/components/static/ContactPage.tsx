import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { LeadForm } from '../leads/LeadForm';
import { ContactChannels } from './ContactChannels';
import { StaticPage } from './StaticPage';

/** /contato: the concierge's channels and the contact form, asking for `searchedFor` when given. */
export function ContactPage({ searchedFor }: { searchedFor?: string }) {
  return (
    <StaticPage
      wide
      title="Fale Conosco"
      lead="Procurando algo específico, querendo anunciar ou tirar uma dúvida sobre um produto? Um especialista da OneBoss responde em até um dia útil, com a discrição que você espera."
    >
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1.5fr' }} gap={{ base: 8, lg: 12 }} alignItems="start">
        <ContactChannels />
        <Box as="section" aria-labelledby="contact-form-title">
          <Heading as="h2" id="contact-form-title" size="lg" mb={2}>
            Envie uma mensagem
          </Heading>
          <Text color="fg.muted" mb={6}>
            Conte o que você procura. Não é preciso ter conta.
          </Text>
          <LeadForm searchedFor={searchedFor} />
        </Box>
      </Grid>
    </StaticPage>
  );
}
