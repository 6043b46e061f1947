import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { ListContextProvider, LinkBase as Link, useListController, usePermissions } from 'react-admin';
import type { PanelSeller } from '@oneboss/data';
import { ADMIN_PAGE_SIZE, isSellerKind, SELLER_KIND_LABELS } from '@oneboss/domain';
import type { AdminAccess } from '../providers/authProvider';
import { ListPagination } from '../table/ListPagination';
import { ListSearchField } from '../table/ListSearchField';


/** The Vendedores tab: every seller for admins, searched by name and paged; a member's own seller(s). */
export function SellersTab() {
  const { permissions } = usePermissions<AdminAccess>();
  const admin = Boolean(permissions?.isAdmin);
  // A member reads every active seller (the shop shows them), but lists only their own.
  const scope = permissions && !admin ? { sellerIds: permissions.sellerIds } : {};
  const list = useListController<PanelSeller>({
    resource: 'sellers',
    perPage: ADMIN_PAGE_SIZE,
    sort: { field: 'name', order: 'ASC' },
    filter: scope,
    queryOptions: { enabled: Boolean(permissions) },
  });
  return (
    <ListContextProvider value={list}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Vendedores
          </Typography>
          {list.total !== undefined && <Chip size="small" label={`${list.total} ${list.total === 1 ? 'vendedor' : 'vendedores'}`} data-testid="sellers-total" />}
          <Box sx={{ flex: 1 }} />
          {admin && (
            <Button variant="contained" component={Link} to="/sellers/create">
              Novo vendedor
            </Button>
          )}
        </Stack>
        {admin && (
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <ListSearchField filterKey="q" label="Buscar por nome" />
          </Paper>
        )}
        {list.error && <Alert severity="error">{list.error.message}</Alert>}
        {list.isPending ? (
          <CircularProgress aria-label="Carregando vendedores" />
        ) : list.data?.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">Nenhum vendedor encontrado.</Typography>
          </Paper>
        ) : (
          list.data?.map((seller) => (
            <Card key={seller.id} variant="outlined">
              <CardActionArea component={Link} to={`/sellers/${seller.id}/show`}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {seller.name}
                    </Typography>
                    <Chip size="small" label={isSellerKind(seller.kind) ? SELLER_KIND_LABELS[seller.kind] : seller.kind} />
                    {seller.verifiedAt && <Chip size="small" color="info" label="Verificado" />}
                    {seller.trusted && <Chip size="small" color="success" label="Confiável" />}
                    {!seller.active && <Chip size="small" color="default" label="Inativo" />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    /vendedores/{seller.slug}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))
        )}
        <ListPagination />
      </Stack>
    </ListContextProvider>
  );
}
