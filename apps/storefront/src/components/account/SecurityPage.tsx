import { Box, Heading } from '@chakra-ui/react';
import { AccountPage } from './AccountPage';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /perfil/seguranca: the password and the account's e-mail. */
export function SecurityPage() {
  return (
    <AccountPage path="/perfil/seguranca" title="Segurança" description="Altere sua senha e o e-mail com que você entra na OneBoss.">
      {(user) => (
        <>
          <Box as="section" aria-labelledby="password-heading" borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 4, md: 6 }}>
            <Heading as="h2" id="password-heading" size="lg" mb={4}>
              Senha
            </Heading>
            <ChangePasswordForm />
          </Box>
          <Box as="section" aria-labelledby="email-heading" borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 4, md: 6 }}>
            <Heading as="h2" id="email-heading" size="lg" mb={4}>
              E-mail
            </Heading>
            <ChangeEmailForm currentEmail={user.email} />
          </Box>
        </>
      )}
    </AccountPage>
  );
}
