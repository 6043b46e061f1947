import { useId, useState } from 'react';
import { Box, Checkbox, Heading, Link as ChakraLink, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency, FavouriteAlertPreferences, SavedSearch } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { AccountPage } from '../account/AccountPage';
import { toaster } from '../ui/Toaster';
import { FrequencySelect } from './FrequencySelect';
import { favouriteAlertsQuery, refusalText, savedSearchesQuery } from './saved-search-queries';

const FAVOURITE_ALERTS: ReadonlyArray<{ key: keyof FavouriteAlertPreferences; label: string; hint: string }> = [
  { key: 'priceDrop', label: 'Preço reduzido', hint: 'Quando um favorito fica mais barato.' },
  { key: 'sold', label: 'Vendido ou fora do ar', hint: 'Quando um favorito é vendido, fica sem estoque ou sai do site.' },
  { key: 'backOnSale', label: 'De volta à venda', hint: 'Quando um favorito que tinha saído volta ao site.' },
];

/** /perfil/notificacoes: the buyer's alerts, per saved search and for the favourites. */
export function NotificationsPage() {
  return (
    <AccountPage
      path="/perfil/notificacoes"
      title="Notificações"
      description="Escolha os alertas que chegam ao seu e-mail. Cada e-mail de alerta também traz um link para desativá-lo."
    >
      {(user) => (
        <Stack gap={10}>
          <FavouriteAlerts userId={user.id} />
          <SearchAlerts userId={user.id} />
        </Stack>
      )}
    </AccountPage>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <Box display="flex" alignItems="center" gap={3} role="status">
      <Spinner color="gold.solid" />
      <Text>{text}</Text>
    </Box>
  );
}

function FavouriteAlerts({ userId }: { userId: string }) {
  const preferences = useQuery(favouriteAlertsQuery(userId));
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function toggle(key: keyof FavouriteAlertPreferences, checked: boolean) {
    if (!preferences.data) return;
    const next = { ...preferences.data, [key]: checked };
    setSaving(true);
    try {
      await (await loadAuthRuntime()).saveFavouriteAlerts(userId, next);
      queryClient.setQueryData(favouriteAlertsQuery(userId).queryKey, next);
      toaster.create({ type: 'success', title: 'Preferências salvas' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Não foi possível salvar', description: refusalText(error, 'Verifique sua conexão e tente novamente.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack as="section" gap={4} aria-labelledby="alertas-favoritos">
      <Heading as="h2" size="lg" id="alertas-favoritos">
        Favoritos
      </Heading>
      {preferences.isPending ? (
        <Loading text="Carregando suas preferências..." />
      ) : preferences.isError ? (
        <Text role="alert" color="fg.error">
          Não foi possível carregar suas preferências. Recarregue a página para tentar novamente.
        </Text>
      ) : (
        <Stack gap={4}>
          {FAVOURITE_ALERTS.map((alert) => (
            <Checkbox.Root
              key={alert.key}
              recipe={checkboxSlotRecipe}
              colorPalette="gold"
              gap="3"
              alignItems="flex-start"
              checked={preferences.data[alert.key]}
              disabled={saving}
              onCheckedChange={({ checked }) => void toggle(alert.key, checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5">
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Box>
                <Checkbox.Label>{alert.label}</Checkbox.Label>
                <Text fontSize="sm" color="fg.muted">
                  {alert.hint}
                </Text>
              </Box>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SearchAlerts({ userId }: { userId: string }) {
  const searches = useQuery(savedSearchesQuery(userId));
  return (
    <Stack as="section" gap={4} aria-labelledby="alertas-buscas">
      <Heading as="h2" size="lg" id="alertas-buscas">
        Buscas salvas
      </Heading>
      {searches.isPending ? (
        <Loading text="Carregando suas buscas..." />
      ) : searches.isError ? (
        <Text role="alert" color="fg.error">
          Não foi possível carregar suas buscas. Recarregue a página para tentar novamente.
        </Text>
      ) : searches.data.length === 0 ? (
        <Text color="fg.muted">
          Nenhuma busca salva. Na{' '}
          <ChakraLink asChild color="fg" textDecoration="underline">
            <Link to="/loja">loja</Link>
          </ChakraLink>
          , escolha os filtros e toque em “Salvar busca” para ser avisado dos novos anúncios.
        </Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none">
          {searches.data.map((search) => (
            <SearchFrequency key={search.id} userId={userId} search={search} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SearchFrequency({ userId, search }: { userId: string; search: SavedSearch }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function setFrequency(frequency: AlertFrequency) {
    setBusy(true);
    try {
      await (await loadAuthRuntime()).updateSavedSearch(search.id, { frequency });
      await queryClient.invalidateQueries({ queryKey: savedSearchesQuery(userId).queryKey });
      toaster.create({ type: 'success', title: 'Frequência dos alertas atualizada' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Não foi possível mudar os alertas', description: refusalText(error, 'Verifique sua conexão e tente novamente.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="li" display="flex" gap={3} flexWrap="wrap" alignItems="center" justifyContent="space-between" borderBottomWidth="1px" borderColor="border.muted" pb={3}>
      <chakra.label htmlFor={id} fontWeight="medium" flex="1" minW="48">
        {search.name}
      </chakra.label>
      <FrequencySelect id={id} value={search.frequency} disabled={busy} onChange={(frequency) => void setFrequency(frequency)} />
    </Box>
  );
}
