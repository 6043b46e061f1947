import { Box, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { LeadContact } from './LeadContact';
import { LeadProductLink } from './LeadProductLink';
import { LeadStatusSelect } from './LeadStatusSelect';
import { formatLeadDate } from './leadDate';
import type { LeadViewProps } from './LeadTable';

/** Mobile: one card per lead. */
export function LeadCards({ leads, busyId, onStatusChange, onDelete }: LeadViewProps) {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Leads">
      {leads.map((lead) => (
        <Card key={lead.id} variant="outlined" component="li">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, '&:last-child': { pb: 2 } }}>
            <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
              <Box sx={{ minWidth: 0 }}>
                <Typography fontWeight={700}>{lead.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatLeadDate(lead.createdAt)}
                </Typography>
              </Box>
              <IconButton color="error" size="small" aria-label={`Remover lead de ${lead.name}`} disabled={busyId === lead.id} onClick={() => onDelete(lead)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
            <LeadContact name={lead.name} email={lead.email} phone={lead.phone} />
            {lead.message && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {lead.message}
              </Typography>
            )}
            <LeadProductLink productId={lead.productId} productName={lead.productName} />
            <LeadStatusSelect leadName={lead.name} value={lead.status} disabled={busyId === lead.id} onChange={(status) => onStatusChange(lead, status)} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
