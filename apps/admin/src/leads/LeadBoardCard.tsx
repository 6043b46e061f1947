import { Box, Card, CardContent, IconButton, Link as MuiLink, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { LinkBase as Link } from 'react-admin';
import type { LeadStatus } from '@oneboss/domain';
import type { MovingLead } from './boardAnnouncements';
import { LeadChannelChip } from './LeadChannelChip';
import { LeadContact } from './LeadContact';
import { LeadProduct } from './LeadProduct';
import { LeadStatusSelect } from './LeadStatusSelect';
import { formatDateTime } from '../shared/dateTime';
import type { LeadRecord } from './leadRecord';

interface LeadBoardCardProps {
  lead: LeadRecord;
  busy: boolean;
  onStatusChange: (lead: LeadRecord, status: LeadStatus) => void;
  onDelete: (lead: LeadRecord) => void;
}

/** A lead on the board: the phone card's layout, moved by its handle (pointer, touch or keyboard). */
export function LeadBoardCard({ lead, busy, onStatusChange, onDelete }: LeadBoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: lead.id,
    data: { status: lead.status, name: lead.name } satisfies MovingLead,
    disabled: busy,
  });
  return (
    <Card
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-testid="lead-card"
      data-lead-id={lead.id}
      sx={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.85 : 1,
        boxShadow: isDragging ? 6 : 0,
        zIndex: isDragging ? 10 : 'auto',
        position: 'relative',
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={0.5}>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={`Mover lead de ${lead.name}`}
            sx={{ cursor: 'grab', touchAction: 'none', ml: -0.75 }}
            {...attributes}
            {...listeners}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <MuiLink component={Link} to={`/leads/${lead.id}/show`} fontWeight={700} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
              {lead.name}
            </MuiLink>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatDateTime(lead.created_at)}
            </Typography>
          </Box>
          <IconButton color="error" size="small" aria-label={`Remover lead de ${lead.name}`} disabled={busy} onClick={() => onDelete(lead)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
        <LeadChannelChip channel={lead.channel} code={lead.reference_code} taps={lead.taps} />
        {lead.sellers && (
          <Typography variant="caption" color="text.secondary">
            {`Vendedor: ${lead.sellers.name}`}
          </Typography>
        )}
        <LeadContact name={lead.name} email={lead.email} phone={lead.phone} productName={lead.products?.name ?? null} />
        {lead.message && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {lead.message}
          </Typography>
        )}
        <LeadProduct lead={lead} />
        <LeadStatusSelect leadName={lead.name} value={lead.status} disabled={busy} onChange={(status) => onStatusChange(lead, status)} />
      </CardContent>
    </Card>
  );
}
