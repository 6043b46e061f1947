import type { ReactNode } from 'react';
import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { whatsappUrl } from '@oneboss/domain';
import { CONTACT_EMAIL, formatBrazilianPhone } from '../layout/contact-info';
import { MailIcon, PhoneIcon } from '../ui/ContactIcons';
import { ChatIcon } from '../ui/PageIcons';
import { CONTACT_INFO } from './contact-info';
import { env } from '../../env';

function Channel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box display="flex" gap={3} alignItems="flex-start">
      <Box color="gold.fg" mt="0.5">
        {icon}
      </Box>
      <Box>
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          {label}
        </Text>
        <Box>{children}</Box>
      </Box>
    </Box>
  );
}

/** The concierge's phone, WhatsApp, e-mail, opening hours and address. */
export function ContactChannels() {
  const phone = formatBrazilianPhone(env.whatsappNumber);
  return (
    <Stack as="section" aria-labelledby="contact-channels" gap={5} borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: 5, md: 6 }} bg="bg.subtle">
      <Heading as="h2" id="contact-channels" size="lg">
        Concierge OneBoss
      </Heading>
      <Channel icon={<PhoneIcon />} label="Telefone">
        <ChakraLink href={`tel:+${env.whatsappNumber}`} color="fg">
          {phone}
        </ChakraLink>
      </Channel>
      <Channel icon={<ChatIcon />} label="WhatsApp">
        <ChakraLink href={whatsappUrl(env.whatsappNumber, 'Olá, vim do site da OneBoss e gostaria de falar com um especialista.')} target="_blank" rel="noopener noreferrer" color="fg">
          {phone}
          <Box as="span" srOnly>
            (abre em nova aba)
          </Box>
        </ChakraLink>
      </Channel>
      <Channel icon={<MailIcon />} label="E-mail">
        <ChakraLink href={`mailto:${CONTACT_EMAIL}`} color="fg">
          {CONTACT_EMAIL}
        </ChakraLink>
      </Channel>
      <Box>
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb={1}>
          Horário de atendimento
        </Text>
        {CONTACT_INFO.businessHours.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Box>
      <Box>
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb={1}>
          Showroom (com agendamento)
        </Text>
        <Text>{CONTACT_INFO.address}</Text>
      </Box>
    </Stack>
  );
}
