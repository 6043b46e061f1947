import { useId, useState, type FormEvent } from 'react';
import { Box, Button, HStack, Link as ChakraLink, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCH_NAME_MAX, formatPtBrNumber, type AlertFrequency, type SavedSearch } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import type { AuthUser } from '../../auth/auth-state';
import { AccountPage } from '../account/AccountPage';
import { Input } from '../ui/Input';
import { toaster } from '../ui/Toaster';
import { FrequencySelect } from './FrequencySelect';
import { refusalText, savedSearchesQuery } from './saved-search-queries';


/** '3 anúncios agora', '1 anúncio agora', or why there is no count. */
function matchLine(count: number | null): string {
  if (count === null) return 'Esta busca usa um filtro que a categoria não tem mais.';
  return count === 1 ? '1 anúncio agora' : `${formatPtBrNumber(count)} anúncios agora`;
}

/** /perfil/buscas */
/** `serverUser`: the buyer the server rendered the searches for, shown until the browser's session is known. */
export function SavedSearchesPage({ serverUser }: { serverUser: AuthUser | null }) {
  return (
    <AccountPage
      path="/perfil/buscas"
      title="Buscas salvas"
      description="Volte às suas buscas e escolha com que frequência quer receber os novos anúncios por e-mail."
      serverUser={serverUser}
    >
      {(user) => <SavedSearchList userId={user.id} />}
    </AccountPage>
  );
}

function SavedSearchList({ userId }: { userId: string }) {
  const searches = useQuery(savedSearchesQuery(userId));
  if (searches.isPending) {
    return (
      <Box display="flex" alignItems="center" gap={3} role="status">
        <Spinner color="gold.solid" />
        <Text>Carregando suas buscas...</Text>
      </Box>
    );
  }
  if (searches.isError) {
    return (
      <Text role="alert" color="fg.error">
        Não foi possível carregar suas buscas. Recarregue a página para tentar novamente.
      </Text>
    );
  }
  if (searches.data.length === 0) {
    return (
      <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 6, md: 8 }} textAlign="center">
        <Text mb={4}>Você ainda não salvou nenhuma busca. Na loja, escolha os filtros e toque em “Salvar busca”.</Text>
        <Button asChild size="lg">
          <Link to="/loja">Ir para a loja</Link>
        </Button>
      </Box>
    );
  }
  return (
    <Stack as="ul" gap={4} listStyleType="none" aria-label="Suas buscas salvas">
      {searches.data.map((search) => (
        <SavedSearchRow key={search.id} userId={userId} search={search} />
      ))}
    </Stack>
  );
}

function SavedSearchRow({ userId, search }: { userId: string; search: SavedSearch }) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState(false);
  const frequencyId = useId();
  const nameId = useId();

  async function change(work: () => Promise<void>, success: string, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      toaster.create({ type: 'success', title: success });
      await queryClient.invalidateQueries({ queryKey: savedSearchesQuery(userId).queryKey });
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: failure, description: refusalText(error, 'Verifique sua conexão e tente novamente.') });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const setFrequency = (frequency: AlertFrequency) =>
    void change(async () => (await loadAuthRuntime()).updateSavedSearch(search.id, { frequency }), 'Frequência dos alertas atualizada', 'Não foi possível mudar os alertas');

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    if (await change(async () => (await loadAuthRuntime()).updateSavedSearch(search.id, { name: trimmed }), 'Busca renomeada', 'Não foi possível renomear a busca')) setRenaming(false);
  }

  const remove = () =>
    void change(async () => (await loadAuthRuntime()).deleteSavedSearch(search.id), 'Busca excluída', 'Não foi possível excluir a busca');

  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: 4, md: 5 }} data-testid="saved-search">
      <Stack gap={3}>
        {renaming ? (
          <chakra.form onSubmit={rename} display="flex" gap={2} flexWrap="wrap" alignItems="flex-end">
            <Box flex="1" minW="48">
              <chakra.label htmlFor={nameId} fontSize="sm" fontWeight="medium">
                Nome da busca
              </chakra.label>
              <Input id={nameId} value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(event) => setName(event.target.value)} autoFocus />
            </Box>
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              Salvar nome
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setName(search.name);
                setRenaming(false);
              }}
            >
              Cancelar
            </Button>
          </chakra.form>
        ) : (
          <Box>
            <ChakraLink asChild fontSize="lg" fontWeight="semibold" color="fg" textDecoration="underline" textUnderlineOffset="3px">
              <a href={search.href}>{search.name}</a>
            </ChakraLink>
            <Text color="fg.muted" fontSize="sm" data-testid="saved-search-count">
              {matchLine(search.matchCount)}
            </Text>
          </Box>
        )}
        <HStack gap={3} wrap="wrap" justify="space-between">
          <Stack gap={1} flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
            <chakra.label htmlFor={frequencyId} fontSize="sm" color="fg.muted">
              Alertas por e-mail
            </chakra.label>
            <FrequencySelect id={frequencyId} value={search.frequency} disabled={busy} onChange={setFrequency} />
          </Stack>
          <HStack gap={2}>
            <Button asChild size="sm">
              <a href={search.href}>Abrir busca</a>
            </Button>
            {!renaming && (
              <Button size="sm" variant="outline" onClick={() => setRenaming(true)} aria-label={`Renomear ${search.name}`}>
                Renomear
              </Button>
            )}
            <Button size="sm" variant="ghost" colorPalette="red" onClick={remove} disabled={busy} aria-label={`Excluir ${search.name}`}>
              Excluir
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}
