import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, Paper } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { LeadStatus } from '@oneboss/domain';
import type { LeadWithProduct } from '@oneboss/data';
import { LeadContact } from './LeadContact';
import { LeadProductLink } from './LeadProductLink';
import { LeadStatusSelect } from './LeadStatusSelect';
import { formatLeadDate } from './leadDate';

export interface LeadViewProps {
  leads: readonly LeadWithProduct[];
  busyId: string | null;
  onStatusChange: (lead: LeadWithProduct, status: LeadStatus) => void;
  onDelete: (lead: LeadWithProduct) => void;
}

/** Desktop: one row per lead. */
export function LeadTable({ leads, busyId, onStatusChange, onDelete }: LeadViewProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Leads">
        <TableHead>
          <TableRow>
            <TableCell>Data</TableCell>
            <TableCell>Nome</TableCell>
            <TableCell>Contato</TableCell>
            <TableCell>Mensagem</TableCell>
            <TableCell>Produto</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leads.map((lead) => (
            <TableRow key={lead.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLeadDate(lead.createdAt)}</TableCell>
              <TableCell>
                <Typography variant="body2" fontWeight={600}>
                  {lead.name}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 220 }}>
                <LeadContact name={lead.name} email={lead.email} phone={lead.phone} />
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {lead.message}
                </Typography>
              </TableCell>
              <TableCell>
                <LeadProductLink productId={lead.productId} productName={lead.productName} />
              </TableCell>
              <TableCell>
                <LeadStatusSelect
                  leadName={lead.name}
                  value={lead.status}
                  disabled={busyId === lead.id}
                  onChange={(status) => onStatusChange(lead, status)}
                />
              </TableCell>
              <TableCell align="right">
                <Tooltip title="Remover">
                  <span>
                    <IconButton color="error" aria-label={`Remover lead de ${lead.name}`} disabled={busyId === lead.id} onClick={() => onDelete(lead)}>
                      <DeleteIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
