import { Alert, Box, Card, CardContent, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { ListContextProvider, useListContext, useListController } from 'react-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_PAGE_SIZE } from '@oneboss/domain';
import { ExportCsvButton, newsletterExporter, type NewsletterSubscriberRow } from '../export';
import { useIsMobile } from '../shared/useIsMobile';
import { ListTable, listTableFeatures } from '../table/ListTable';
import { ListPagination } from '../table/ListPagination';
import { ListSearchField } from '../table/ListSearchField';
import { subscriberCount, subscriberDate } from './subscriberDate';
import { CopyUnsubscribeLink } from './CopyUnsubscribeLink';

/** PostgREST's case-insensitive "contains" (ra-data-postgrest's `@ilike` wraps the term in wildcards). */
const SEARCH_FILTER = 'email@ilike';

const column = createColumnHelper<typeof listTableFeatures, NewsletterSubscriberRow>();
const COLUMNS = column.columns([
  column.accessor('email', { header: 'E-mail', enableHiding: false }),
  column.accessor('created_at', { header: 'Inscrito em', sortDescFirst: true, meta: { label: 'Inscrito em' }, cell: ({ getValue }) => subscriberDate(getValue()) }),
  column.accessor('unsubscribe_token', {
    header: 'Link de descadastro',
    enableSorting: false,
    meta: { label: 'Link de descadastro' },
    cell: ({ row }) => <CopyUnsubscribeLink email={row.original.email} token={row.original.unsubscribe_token} />,
  }),
]);

/** The newsletter's subscribers, read-only (visitors subscribe on the storefront, never here): search, count, newest first. */
export function NewsletterList() {
  const mobile = useIsMobile();
  const list = useListController<NewsletterSubscriberRow>({
    resource: 'newsletter_subscribers',
    perPage: ADMIN_PAGE_SIZE,
    sort: { field: 'created_at', order: 'DESC' },
    exporter: newsletterExporter,
  });

  return (
    <ListContextProvider value={list}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mr: 1 }}>
            Newsletter
          </Typography>
          {list.total !== undefined && <Chip label={subscriberCount(list.total)} size="small" data-testid="newsletter-total" />}
          <Box sx={{ flex: 1 }} />
          <ExportCsvButton variant="outlined" size="small" />
        </Stack>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <ListSearchField filterKey={SEARCH_FILTER} label="Buscar por e-mail" />
        </Paper>
        {list.error && <Alert severity="error">{list.error.message}</Alert>}
        {list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Carregando inscritos" />
          </Box>
        ) : !list.data?.length ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">Nenhum inscrito encontrado.</Typography>
          </Paper>
        ) : mobile ? (
          <SubscriberCards />
        ) : (
          <ListTable columns={COLUMNS} label="Inscritos na newsletter" columnsStoreKey="newsletter_subscribers.columns" rowTestId="subscriber-row" />
        )}
        <ListPagination />
      </Stack>
    </ListContextProvider>
  );
}

/** Phones: one card per subscriber. */
function SubscriberCards() {
  const { data = [] } = useListContext<NewsletterSubscriberRow>();
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Inscritos na newsletter">
      {data.map((subscriber) => (
        <Card key={subscriber.id} component="li" variant="outlined" data-testid="subscriber-card">
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {subscriber.email}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="caption" color="text.secondary">
                Inscrito em {subscriberDate(subscriber.created_at)}
              </Typography>
              <CopyUnsubscribeLink email={subscriber.email} token={subscriber.unsubscribe_token} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
