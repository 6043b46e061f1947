import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/**
 * The consent line under the lead and newsletter forms. Its wording is CONSENT_TEXT_VERSION
 * (libs/domain), which libs/data stores with each row: a new wording needs a new version.
 */
export function PrivacyNotice({ id, action }: { id?: string; action: 'enviar' | 'se inscrever' }) {
  return (
    <Text id={id} fontSize="xs" color="fg.muted" lineHeight="tall">
      Ao {action}, você concorda com a nossa{' '}
      <ChakraLink asChild color="fg" textDecoration="underline">
        <Link to="/privacidade">Política de Privacidade</Link>
      </ChakraLink>
      .
    </Text>
  );
}
