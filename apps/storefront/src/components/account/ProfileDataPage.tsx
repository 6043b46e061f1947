import { Box, Spinner, Text } from '@chakra-ui/react';
import { AccountPage } from './AccountPage';
import { ProfileDataForm } from './ProfileDataForm';
import { useProfile } from './use-profile';

/** /perfil/dados */
export function ProfileDataPage() {
  return (
    <AccountPage path="/perfil/dados" title="Dados Cadastrais" description="Seu nome, WhatsApp e estado, usados pelo nosso concierge para atender você.">
      {(user) => <ProfileData userId={user.id} />}
    </AccountPage>
  );
}

function ProfileData({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  if (profile.isPending) {
    return (
      <Box display="flex" alignItems="center" gap={3} role="status">
        <Spinner color="gold.solid" />
        <Text>Carregando seus dados...</Text>
      </Box>
    );
  }
  if (profile.isError) {
    return (
      <Text role="alert" color="fg.error">
        Não foi possível carregar seus dados. Recarregue a página para tentar novamente.
      </Text>
    );
  }
  // A missing row (an account made before profiles existed) starts an empty form; saving creates it.
  return <ProfileDataForm userId={userId} profile={profile.data ?? null} />;
}
