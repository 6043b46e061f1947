import { Box, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { APP_VERSION } from '@oneboss/domain';
import { useAuth } from '../../auth/use-auth';
import { useGuestFavouriteIds } from '../favourites/use-guest-favourite-ids';
import { RecentlyViewedRow } from '../recently-viewed/RecentlyViewedRow';
import { AccountDeletionStatus } from './AccountDeletionStatus';
import { DownloadMyDataButton } from './DownloadMyDataButton';
import { MenuGroup } from './MenuGroup';
import { MenuRow, MenuRowLabel } from './MenuRow';
import { PROFILE_SECTIONS } from './profile-sections';
import { ProfileHeader } from './ProfileHeader';
import { SignOutButton } from './SignOutButton';
import { useProfile } from './use-profile';

/** /perfil: the account menu when signed in, an invitation to sign in otherwise. */
export function ProfilePage() {
  const auth = useAuth();
  const profile = useProfile(auth.user?.id ?? null);
  const guestFavourites = useGuestFavouriteIds();

  return (
    <Container maxW="2xl" py={{ base: 6, md: 12 }} px={{ base: 4, md: 8 }}>
      <Stack gap={8}>
        {auth.status === 'loading' ? (
          <Box display="flex" alignItems="center" gap={3} py={6} role="status">
            <Spinner color="gold.solid" />
            <Text>Carregando sua conta...</Text>
          </Box>
        ) : null}

        {auth.status === 'signed-in' && auth.user ? (
          <>
            <ProfileHeader user={auth.user} profileName={profile.data?.fullName} />
            <MenuGroup title="Minha conta">
              {PROFILE_SECTIONS.map((section) => (
                <MenuRow key={section.to}>
                  <Link to={section.to}>
                    <MenuRowLabel>{section.label}</MenuRowLabel>
                  </Link>
                </MenuRow>
              ))}
            </MenuGroup>
            <AccountDeletionStatus />
            {auth.isAdmin ? (
              <MenuGroup title="Administração">
                <MenuRow>
                  <Link to="/admin">
                    <MenuRowLabel>Painel administrativo</MenuRowLabel>
                  </Link>
                </MenuRow>
              </MenuGroup>
            ) : null}
          </>
        ) : null}

        {auth.status === 'signed-out' ? (
          <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 6, md: 8 }} textAlign="center">
            <Heading as="h1" size="2xl" mb={2}>
              Bem-vindo à OneBoss
            </Heading>
            <Text color="fg.muted" mb={6}>
              Entre para guardar seus favoritos em qualquer dispositivo e receber atendimento personalizado do nosso concierge.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3} justify="center">
              <Button asChild size="lg">
                <Link to="/login" search={{ redirect_to: '/perfil' }}>
                  Fazer Login
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login" search={{ mode: 'signup', redirect_to: '/perfil' }}>
                  Criar Conta Grátis
                </Link>
              </Button>
            </Stack>
          </Box>
        ) : null}

        {auth.status === 'signed-out' && guestFavourites.length > 0 ? (
          <MenuGroup title="Neste navegador">
            <MenuRow>
              <Link to="/perfil/favoritos">
                <MenuRowLabel>Favoritos</MenuRowLabel>
              </Link>
            </MenuRow>
          </MenuGroup>
        ) : null}

        <RecentlyViewedRow inContainer={false} />

        <MenuGroup title="Privacidade">
          <MenuRow>
            <Link to="/privacidade">
              <MenuRowLabel>Política de Privacidade</MenuRowLabel>
            </Link>
          </MenuRow>
          <MenuRow>
            <Link to="/cancelar">
              <MenuRowLabel>Cancelar Conta</MenuRowLabel>
            </Link>
          </MenuRow>
        </MenuGroup>

        {auth.status === 'signed-in' ? (
          <Box as="section" aria-labelledby="my-data-heading">
            <Heading as="h2" id="my-data-heading" size="sm" fontFamily="body" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb={2} px={1}>
              Seus dados
            </Heading>
            <Text color="fg.muted" fontSize="sm" mb={3} px={1}>
              Seu cadastro, seus favoritos, as mensagens enviadas com o seu e-mail, sua inscrição na newsletter e seus pedidos de exclusão, em um
              arquivo JSON.
            </Text>
            <DownloadMyDataButton />
          </Box>
        ) : null}

        {auth.status === 'signed-in' ? <SignOutButton /> : null}

        <Text textAlign="center" fontSize="sm" color="fg.muted">
          Versão {APP_VERSION}
        </Text>
      </Stack>
    </Container>
  );
}
