import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SAVED_SEARCH_NAME_MAX, type AlertFrequency, type NewSavedSearch } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { FormField } from '../auth/FormField';
import { lineIcon } from '../ui/Icons';
import { Input } from '../ui/Input';
import { toaster } from '../ui/Toaster';
import { FrequencySelect } from './FrequencySelect';
import { refusalText, savedSearchHrefsQuery } from './saved-search-queries';

const CheckIcon = /* @__PURE__ */ lineIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);

interface SaveSearchDialogProps {
  userId: string | null;
  /** The shop address being saved, as the saved searches list it. */
  href: string;
  search: Omit<NewSavedSearch, 'frequency'>;
}

/**
 * 'Salvar busca' for a signed-in buyer: names the shop's current filters and picks the alerts'
 * frequency. A search the buyer already saved says so instead ('Busca salva', leading to the list):
 * the database keeps each address once.
 */
export function SaveSearchDialog({ userId, href, search }: SaveSearchDialogProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState<AlertFrequency>('imediato');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const frequencyId = useId();
  const queryClient = useQueryClient();
  const savedHrefs = useQuery({ ...savedSearchHrefsQuery(userId ?? ''), enabled: userId !== null });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    setError(undefined);
    if (next) {
      setName(search.name);
      setFrequency('imediato');
      // The auth code may not have started yet (a reload straight onto the shop).
      loadAuthRuntime().catch((failure: unknown) => console.error('Auth could not start', failure));
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Dê um nome à busca.');
      nameInput.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await (await loadAuthRuntime()).saveSearch({ ...search, name: trimmed, frequency });
    } catch (refusal) {
      const text = refusalText(refusal, 'Não foi possível salvar a busca. Tente novamente.');
      setError(text);
      toaster.create({ type: 'error', title: 'Não foi possível salvar a busca', description: text });
      return;
    } finally {
      setSaving(false);
    }
    toaster.create({ type: 'success', title: 'Busca salva', description: 'Veja e edite suas buscas em Perfil › Buscas salvas.' });
    if (userId) void queryClient.invalidateQueries({ queryKey: ['saved-searches', userId] });
    handleOpenChange(false);
  }

  if (!open && savedHrefs.data?.includes(href)) {
    return (
      <Button asChild variant="outline" size="lg">
        <Link to="/perfil/buscas">
          <CheckIcon />
          Busca salva
        </Link>
      </Button>
    );
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => handleOpenChange(details.open)}
      initialFocusEl={() => nameInput.current}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="lg">
          Salvar busca
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={handleSubmit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>Salvar busca</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  <Dialog.Description>Guarde estes filtros para voltar a eles e receber por e-mail os novos anúncios que aparecerem.</Dialog.Description>
                  <FormField label="Nome da busca" required error={error} count={{ length: name.length, max: SAVED_SEARCH_NAME_MAX }}>
                    <Input
                      ref={nameInput}
                      name="name"
                      maxLength={SAVED_SEARCH_NAME_MAX}
                      value={name}
                      onChange={(event) => {
                        setName(event.target.value);
                        setError(undefined);
                      }}
                    />
                  </FormField>
                  <Stack gap={1.5}>
                    <chakra.label htmlFor={frequencyId} fontSize="sm" fontWeight="medium">
                      Alertas por e-mail
                    </chakra.label>
                    <FrequencySelect id={frequencyId} value={frequency} onChange={setFrequency} />
                    <Text fontSize="sm" color="fg.muted">
                      Imediato avisa a cada novo anúncio; diário e semanal juntam os novos em um só e-mail.
                    </Text>
                  </Stack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancelar</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={saving} loadingText="Salvando...">
                  Salvar
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
