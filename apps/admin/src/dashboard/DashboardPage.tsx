import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { LinkBase as Link } from 'react-admin';
import { LEAD_STATUS_LABELS } from '@oneboss/domain';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { TABS, rememberedTab } from '../layout/tabs';
import { FigureCard } from './FigureCard';
import { LeadAttributionSections } from './LeadAttributionSections';
import { DashboardSection } from './DashboardSection';
import { LeadsByStatusChart } from './LeadsByStatusChart';
import { LeadsByWeekChart } from './LeadsByWeekChart';
import { RankedList } from './RankedList';
import { SECTION_GRID } from './sectionGrid';
import { leadsOfCategory, leadsOfProduct, leadsWithStatus, listUrl } from './dashboardLinks';
import { useDashboardFigures } from './useDashboardFigures';
import { WaitingDeletionRequests } from './WaitingDeletionRequests';

const FIGURES = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' } } as const;

/** The panel's landing page: the deletion requests due, how the pipeline and the catalogue stand, each figure a way into its list. */
export default function DashboardPage() {
  const figures = useDashboardFigures();
  const lastTab = TABS.find((tab) => tab.resource === rememberedTab(window.localStorage)) ?? TABS[0];

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Typography component="h1" variant="h5" fontWeight={700}>
          Painel
        </Typography>
        <Stack direction="row" gap={1} flexWrap="wrap">
          <Button component={Link} to="/audit_log" variant="text" size="small">
            Registro de auditoria
          </Button>
          <Button component={Link} to="/account_deletion_requests" variant="text" size="small">
            Solicitações de exclusão
          </Button>
          <Button component={Link} to={`/${lastTab.resource}`} variant="outlined" size="small">
            {`Continuar em ${lastTab.label}`}
          </Button>
        </Stack>
      </Stack>

      <WaitingDeletionRequests />

      {figures.isError ? (
        <LoadError title="Erro ao carregar o painel" message={errorText(figures.error)} retrying={figures.isFetching} onRetry={() => void figures.refetch()} />
      ) : !figures.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando painel" />
        </Box>
      ) : (
        <>
          <Box sx={FIGURES}>
            <FigureCard id="leads" label="Leads" value={figures.data.leadsTotal} to={listUrl('leads')} />
            <FigureCard id="published" label="Publicados" value={figures.data.catalogue.published} to={listUrl('products', { status: 'published' })} />
            <FigureCard id="hidden" label="Ocultos" value={figures.data.catalogue.hidden} to={listUrl('products', { status: 'unpublished' })} />
            <FigureCard id="featured" label="Destaques" value={figures.data.catalogue.featured} to={listUrl('products', { featured: true })} />
            <FigureCard id="on-request" label="Sob consulta" value={figures.data.catalogue.onRequest} to={listUrl('products', { priceOnRequest: true })} />
            <FigureCard id="newsletter" label="Newsletter" value={figures.data.newsletterSubscribers} to={listUrl('newsletter_subscribers')} />
          </Box>
          <Box sx={SECTION_GRID}>
            <DashboardSection title="Leads por status">
              <LeadsByStatusChart data={figures.data.leadsByStatus} />
              <RankedList
                label="Leads por status"
                empty="Nenhum lead"
                items={figures.data.leadsByStatus.map((row) => ({ key: row.status, label: LEAD_STATUS_LABELS[row.status], count: row.count, to: leadsWithStatus(row.status) }))}
              />
            </DashboardSection>
            <DashboardSection title="Leads por semana">
              <LeadsByWeekChart data={figures.data.leadsByWeek} />
              <Typography variant="body2" color="text.secondary">
                Últimas 12 semanas, de segunda a domingo. Clique numa barra para ver os leads da semana.
              </Typography>
            </DashboardSection>
            <DashboardSection title="Leads por categoria">
              <RankedList
                label="Leads por categoria"
                empty="Nenhum lead de produto ainda"
                items={figures.data.leadsByCategory.map((row) => ({ key: row.categoryId, label: row.name, count: row.count, to: leadsOfCategory(row.categoryId) }))}
              />
            </DashboardSection>
            <DashboardSection title="Produtos mais procurados">
              <RankedList
                label="Leads por produto"
                empty="Nenhum lead de produto ainda"
                items={figures.data.leadsByProduct.map((row) => ({ key: row.productId, label: row.name, count: row.count, to: leadsOfProduct(row.productId) }))}
              />
            </DashboardSection>
          </Box>
          <LeadAttributionSections />
        </>
      )}
    </Stack>
  );
}
