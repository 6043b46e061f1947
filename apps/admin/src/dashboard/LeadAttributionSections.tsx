import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LEAD_CHANNEL_LABELS } from '@oneboss/domain';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { DashboardSection } from './DashboardSection';
import { RankedList } from './RankedList';
import { SECTION_GRID } from './sectionGrid';
import { leadsOfCampaign, leadsOfChannel, leadsOfSeller } from './dashboardLinks';
import { formatCount, formatHours } from './format';
import { useLeadAttribution } from './useDashboardFigures';


/** Where the leads came from (channel, campaign, seller) and how fast each seller answers. */
export function LeadAttributionSections() {
  const attribution = useLeadAttribution();
  if (attribution.isError) {
    return <LoadError title="Erro ao carregar a origem dos leads" message={errorText(attribution.error)} retrying={attribution.isFetching} onRetry={() => void attribution.refetch()} />;
  }
  if (!attribution.data) return null;
  const { byChannel, byCampaign, bySeller } = attribution.data;
  return (
    <Box sx={SECTION_GRID}>
      <DashboardSection title="Leads por canal">
        <RankedList
          label="Leads por canal"
          empty="Nenhum lead"
          items={byChannel.map((row) => ({ key: row.channel, label: LEAD_CHANNEL_LABELS[row.channel], count: row.count, to: leadsOfChannel(row.channel) }))}
        />
      </DashboardSection>
      <DashboardSection title="Leads por campanha">
        <RankedList
          label="Leads por campanha"
          empty="Nenhum lead"
          items={byCampaign.map((row) => ({
            key: `${row.source ?? ''}/${row.campaign ?? ''}`,
            label: row.campaign || row.source ? [row.source, row.campaign].filter(Boolean).join(' / ') : 'Sem campanha',
            count: row.count,
            to: leadsOfCampaign(row.source, row.campaign),
          }))}
        />
      </DashboardSection>
      <DashboardSection title="Leads por vendedor">
        <RankedList
          label="Leads por vendedor"
          empty="Nenhum lead de anúncio ainda"
          items={bySeller.map((row) => ({ key: row.sellerId, label: row.name, count: row.count, to: leadsOfSeller(row.sellerId) }))}
        />
      </DashboardSection>
      <DashboardSection title="Tempo de resposta por vendedor">
        {bySeller.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhum lead de anúncio ainda
          </Typography>
        ) : (
          // A narrow screen scrolls the table sideways: the region takes the focus, so a keyboard scrolls it too.
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tempo de resposta por vendedor (role para o lado)">
            <Table size="small" aria-label="Tempo de resposta por vendedor">
              <TableHead>
                <TableRow>
                  <TableCell>Vendedor</TableCell>
                  <TableCell align="right">Respondidos</TableCell>
                  <TableCell align="right">Mediana</TableCell>
                  <TableCell align="right">Média</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {bySeller.map((row) => (
                  <TableRow key={row.sellerId}>
                    <TableCell sx={{ overflowWrap: 'break-word', minWidth: 120 }}>{row.name}</TableCell>
                    <TableCell align="right">{`${formatCount(row.answered)} de ${formatCount(row.count)}`}</TableCell>
                    <TableCell align="right">{formatHours(row.medianHours)}</TableCell>
                    <TableCell align="right">{formatHours(row.averageHours)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DashboardSection>
    </Box>
  );
}
