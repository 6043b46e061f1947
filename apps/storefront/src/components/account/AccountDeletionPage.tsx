import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_DELETION_HOURS } from '@oneboss/domain';
import { useAuth } from '../../auth/use-auth';
import { StaticPage } from '../static/StaticPage';
import { TextSection } from '../static/TextSection';
import { AccountDeletionStatus } from './AccountDeletionStatus';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** /cancelar: what deleting the account means, and the request itself behind a confirm dialog. */
export function AccountDeletionPage() {
  const auth = useAuth();
  return (
    <StaticPage
      title="Cancelar Conta"
      lead="Você pode pedir a exclusão da sua conta OneBoss a qualquer momento. Antes de confirmar, veja o que acontece com seus dados."
    >
      <TextSection title="O que será excluído">
        <ul>
          <li>Seus dados de cadastro: nome, e-mail, WhatsApp e estado;</li>
          <li>Seu acesso à conta, inclusive o login com Google;</li>
          <li>Favoritos e preferências de notificação.</li>
        </ul>
        <p>
          Registros que a lei nos obriga a guardar, como os de acesso exigidos pelo Marco Civil da Internet, são mantidos
          apenas pelo prazo legal e depois eliminados. Detalhes na{' '}
          <Box asChild color="gold.fg" textDecoration="underline">
            <Link to="/privacidade">Política de Privacidade</Link>
          </Box>
          .
        </p>
      </TextSection>

      <TextSection title="Prazo">
        <p>
          Enviamos um link de confirmação para o e-mail informado; nada é excluído antes de você abri-lo. Sua solicitação
          será processada em até {ACCOUNT_DELETION_HOURS} horas após a confirmação, e você receberá um e-mail quando a
          exclusão for concluída. Se mudar de ideia nesse período, escreva para o nosso encarregado de dados (veja a
          Política de Privacidade).
        </p>
      </TextSection>

      <AccountDeletionStatus />

      <Box borderWidth="1px" borderColor="red.800" borderRadius="xl" p={{ base: 5, md: 6 }} bg="bg.subtle">
        <Stack gap={4} align={{ base: 'stretch', sm: 'flex-start' }}>
          <Heading as="h2" size="lg">
            Excluir minha conta
          </Heading>
          <Text color="fg.muted">Esta ação não pode ser desfeita depois de processada.</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <DeleteAccountDialog defaultEmail={auth.user?.email} />
            <Button asChild variant="ghost" size="lg">
              <Link to="/perfil">Voltar para o perfil</Link>
            </Button>
          </Stack>
        </Stack>
      </Box>
    </StaticPage>
  );
}
