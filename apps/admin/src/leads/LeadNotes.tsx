import { useState } from 'react';
import { Alert, Button, CircularProgress, DialogContentText, Paper, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useCreate, useGetList } from 'react-admin';
import { useRefreshAudit } from '../audit/useRefreshAudit';
import { useToast } from '../ui/toast';
import { errorText } from '../shared/errorText';
import { formatDateTime } from '../shared/dateTime';

interface LeadNote {
  id: string;
  lead_id: string;
  body: string;
  author_email: string | null;
  created_at: string;
}

const MAX_LENGTH = 5000;

/** What the team said about a lead, oldest first, and a box to add to it (asked before saving). */
export function LeadNotes({ leadId }: { leadId: string }) {
  const notes = useGetList<LeadNote>('lead_notes', {
    filter: { lead_id: leadId },
    sort: { field: 'created_at', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  const [create, { isPending }] = useCreate<LeadNote>();
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const refreshAudit = useRefreshAudit();
  const text = body.trim();

  const save = () =>
    void create(
      'lead_notes',
      { data: { lead_id: leadId, body: text } },
      {
        onSuccess: () => {
          setBody('');
          // A pessimistic create does not re-read the lists: the new note comes back with its server signature.
          void notes.refetch();
          refreshAudit();
          toast('Nota salva', { variant: 'success' });
        },
        onError: (error) => toast('Erro ao salvar nota', { variant: 'error', description: errorText(error) }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Paper variant="outlined" component="section" aria-label="Notas" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" fontWeight={700} sx={{ mb: 1 }}>
        Notas
      </Typography>
      {notes.error ? (
        <Alert severity="error">{errorText(notes.error)}</Alert>
      ) : notes.isPending ? (
        <CircularProgress size={24} aria-label="Carregando notas" />
      ) : notes.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma nota ainda.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} aria-label="Notas do lead" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {notes.data.map((note) => (
            <li key={note.id} data-testid="lead-note">
              <Typography variant="caption" color="text.secondary">
                {`${note.author_email ?? 'Equipe'} · ${formatDateTime(note.created_at)}`}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      <Stack
        component="form"
        spacing={1}
        sx={{ mt: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (text) setConfirming(true);
        }}
      >
        <TextField
          label="Nova nota"
          multiline
          minRows={2}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        />
        <Button type="submit" variant="contained" disabled={!text || isPending} sx={{ alignSelf: 'flex-start' }}>
          Adicionar nota
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="Salvar nota"
        content={<DialogContentText>A nota ficará registrada no lead com o seu nome e não poderá ser editada.</DialogContentText>}
        confirm="Salvar"
        cancel="Cancelar"
        onConfirm={save}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
