import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  DialogContentText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useDataProvider, useDelete, useGetList, useUpdate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Category, SpecDefinition } from '@oneboss/domain';
import type { SpecDefinitionFilter, SpecDefinitionRecord } from '../providers/specDefinitionsDataProvider';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { useToast } from '../ui/toast';
import { SpecDefinitionDialog } from './SpecDefinitionDialog';
import { specDeletionText, specFlags, specSummary } from './specDefinitionText';

const WRITE = { mutationMode: 'pessimistic', returnPromise: true, retry: false } as const;

/**
 * The Categorias screen's spec editor for one category: its definitions in display order (the
 * subcategory-narrowed ones among them), added and edited in a dialog, moved up and down, and
 * removed after a confirmation that says how many listings hold a value.
 */
export function SpecDefinitionsPanel({ category, hideHeader }: { category: Category; hideHeader: boolean }) {
  const filter: SpecDefinitionFilter = { categoryId: category.id };
  const list = useGetList<SpecDefinition>('spec_definitions', { filter, pagination: { page: 1, perPage: 500 } }, { retry: false });
  const definitions = [...(list.data ?? [])].sort((a, b) => a.position - b.position);
  const [dialog, setDialog] = useState<{ editingId?: string } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<SpecDefinitionRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dataProvider = useDataProvider();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const queryClient = useQueryClient();
  const toast = useToast();
  const title = `Especificações de ${category.name}`;

  /** One write at a time; a refusal stays explained in the panel. */
  const run = async (write: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await write();
      if (success) toast(success, { variant: 'success' });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['spec_definitions'] });
    }
  };

  /** Swaps the positions of two neighbours (positions may repeat after deletions, so both are rewritten). */
  const move = (index: number, offset: -1 | 1) => {
    const here = definitions[index];
    const there = definitions[index + offset];
    if (!here || !there) return;
    void run(async () => {
      await update('spec_definitions', { id: here.id, data: { position: index + offset }, previousData: here }, WRITE);
      await update('spec_definitions', { id: there.id, data: { position: index }, previousData: there }, WRITE);
    });
  };

  /** The count is read when asked, so the confirmation says how many listings lose the value now. */
  const askDelete = (definition: SpecDefinition) =>
    void run(async () => {
      const { data } = await dataProvider.getOne<SpecDefinitionRecord>('spec_definitions', { id: definition.id });
      setPendingDelete(data);
    });

  const confirmDelete = () => {
    const definition = pendingDelete;
    setPendingDelete(null);
    if (definition) void run(() => remove('spec_definitions', { id: definition.id, previousData: definition }, WRITE), 'Especificação removida');
  };

  return (
    <Card variant="outlined" component="section" aria-label={title}>
      {!hideHeader && (
        <CardHeader
          title={title}
          subheader="Campos do formulário de produto, linhas da página do produto e filtros da loja."
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
      )}
      <CardContent sx={{ pt: hideHeader ? 2 : 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})} disabled={!list.data}>
            Nova especificação
          </Button>
        </Box>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {list.isError ? (
          <LoadError title="Não foi possível carregar as especificações." message={errorText(list.error)} retrying={list.isFetching} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Carregando especificações" />
          </Stack>
        ) : definitions.length === 0 ? (
          <Alert severity="info">Nenhuma especificação nesta categoria. Adicione a primeira para descrever os anúncios.</Alert>
        ) : (
          <List dense disablePadding aria-label={title}>
            {definitions.map((definition, index) => (
              <ListItem key={definition.id} divider sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1, pr: 1 }}>
                <ListItemText sx={{ flex: '1 1 240px', my: 0.5 }} primary={definition.label} secondary={specSummary(definition, category)} />
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5, flexBasis: { xs: '100%', md: 'auto' } }}>
                  {specFlags(definition).map((flag) => (
                    <Chip key={flag} label={flag} size="small" variant="outlined" />
                  ))}
                </Stack>
                <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
                  <Tooltip title="Subir">
                    <span>
                      <IconButton size="small" aria-label={`Subir ${definition.label}`} disabled={busy || index === 0} onClick={() => move(index, -1)}>
                        <ArrowUpIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Descer">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Descer ${definition.label}`}
                        disabled={busy || index === definitions.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Editar">
                    <IconButton size="small" aria-label={`Editar ${definition.label}`} onClick={() => setDialog({ editingId: definition.id })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Remover">
                    <span>
                      <IconButton size="small" color="error" aria-label={`Remover ${definition.label}`} disabled={busy} onClick={() => askDelete(definition)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {dialog && <SpecDefinitionDialog category={category} definitions={definitions} editingId={dialog.editingId} onClose={() => setDialog(null)} />}
      <Confirm
        isOpen={pendingDelete !== null}
        title="Remover especificação"
        content={pendingDelete ? <DialogContentText>{specDeletionText(pendingDelete.label, pendingDelete.valueCount)}</DialogContentText> : null}
        confirm="Remover"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setPendingDelete(null)}
      />
    </Card>
  );
}
