import { Box, Card, CardContent, FormControlLabel, IconButton, Link, Stack, Switch, Tooltip, Typography } from '@mui/material';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { Partner } from '@oneboss/domain';
import { PartnerThumbnail } from './PartnerThumbnail';

interface PartnerListProps {
  partners: readonly Partner[];
  busy: boolean;
  onEdit: (partner: Partner) => void;
  onDelete: (partner: Partner) => void;
  onMove: (partner: Partner, direction: 'up' | 'down') => void;
  onVisibleChange: (partner: Partner, visible: boolean) => void;
}

/** Partners in storefront order; each row reorders, hides/shows, edits or removes one. */
export function PartnerList({ partners, busy, onEdit, onDelete, onMove, onVisibleChange }: PartnerListProps) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Parceiros">
      {partners.map((partner, index) => (
        <Card key={partner.id} component="li" variant="outlined" sx={{ opacity: partner.visible ? 1 : 0.7 }}>
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
            <PartnerThumbnail url={partner.logoUrl} name={partner.name} />
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography fontWeight={700}>{partner.name}</Typography>
              {partner.description && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {partner.description}
                </Typography>
              )}
              {partner.link && (
                <Link href={partner.link} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {partner.link}
                </Link>
              )}
            </Box>
            <Stack direction="row" alignItems="center" spacing={0.5} sx={{ ml: 'auto' }}>
              <FormControlLabel
                // The visible label tells the state, as the product list's 'Publicado'/'Oculto' does; the switch keeps its name.
                label={partner.visible ? 'Visível' : 'Oculto'}
                control={
                  <Switch
                    checked={partner.visible}
                    disabled={busy}
                    onChange={(event) => onVisibleChange(partner, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Visível: ${partner.name}` } }}
                  />
                }
              />
              <Tooltip title="Mover para cima">
                <span>
                  <IconButton aria-label={`Mover ${partner.name} para cima`} disabled={busy || index === 0} onClick={() => onMove(partner, 'up')}>
                    <ArrowUpIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Mover para baixo">
                <span>
                  <IconButton
                    aria-label={`Mover ${partner.name} para baixo`}
                    disabled={busy || index === partners.length - 1}
                    onClick={() => onMove(partner, 'down')}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Editar">
                <IconButton aria-label={`Editar ${partner.name}`} onClick={() => onEdit(partner)}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Remover">
                <span>
                  <IconButton color="error" aria-label={`Remover ${partner.name}`} disabled={busy} onClick={() => onDelete(partner)}>
                    <DeleteIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
