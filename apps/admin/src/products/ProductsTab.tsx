import { useCallback, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Fab, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PublishIcon from '@mui/icons-material/VisibilityOutlined';
import HideIcon from '@mui/icons-material/VisibilityOffOutlined';
import { ListContextProvider, useListController, usePermissions } from 'react-admin';
import type { AdminAccess } from '../providers/authProvider';
import { ADMIN_PAGE_SIZE, MAX_FETCH_RETRIES, PRODUCT_MESSAGES, type Category, type Product } from '@oneboss/domain';
import type { ProductListFilter, ProductListMeta } from '../providers/productsDataProvider';
import { ExportCsvButton, productsExporter } from '../export';
import { ImportProductsButton } from '../import/ImportProductsButton';
import { useIsMobile } from '../shared/useIsMobile';
import { useRecordRoutes } from '../layout/useRecordRoutes';
import { useToast } from '../ui/toast';
import { DeleteProductsDialog } from './DeleteProductsDialog';
import { ProductCardList } from './ProductCardList';
import { ProductFilters } from './ProductFilters';
import { ListPagination } from '../table/ListPagination';
import { ProductTable } from './ProductTable';
import { isRefreshAllowed } from './refreshCooldown';
import { useCategoryTree } from '../categories/useCategoryTree';
import { useProductActions } from './useProductActions';

const NO_CATEGORIES: Category[] = [];

/**
 * The Produtos tab: count, filters, bulk actions, table or cards, pagination; adding or editing
 * a product opens its own route (ProductFormPage).
 */
export function ProductsTab() {
  const mobile = useIsMobile();
  const toast = useToast();
  const routes = useRecordRoutes('products');
  const { permissions } = usePermissions<AdminAccess>();
  const list = useListController<Product>({
    resource: 'products',
    // A seller member reads every published listing of the shop too: their tab lists their own.
    filter: permissions && !permissions.isAdmin ? ({ sellerIds: permissions.sellerIds } satisfies ProductListFilter) : undefined,
    exporter: productsExporter,
    perPage: ADMIN_PAGE_SIZE,
    sort: { field: 'name', order: 'ASC' },
    queryOptions: {
      meta: {
        onRetry: (attempt: number) =>
          toast(PRODUCT_MESSAGES.reconnectingTitle, { description: PRODUCT_MESSAGES.reconnectingAttempt(attempt, MAX_FETCH_RETRIES), variant: 'warning' }),
      } satisfies ProductListMeta,
      // Besides the 'Problema de conexão' alert, once the retries are spent.
      onError: () => toast(PRODUCT_MESSAGES.loadFailed.title, { description: PRODUCT_MESSAGES.loadFailed.description, variant: 'error' }),
    },
  });
  const categories = useCategoryTree().data ?? NO_CATEGORIES;
  const { setPublished, removeProducts, isDeleting, isPublishing } = useProductActions();
  const [toDelete, setToDelete] = useState<Product[]>([]);
  const lastRefresh = useRef<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    const now = Date.now();
    if (!isRefreshAllowed(lastRefresh.current, now)) {
      toast(PRODUCT_MESSAGES.refreshTooFast, { variant: 'warning' });
      return;
    }
    lastRefresh.current = now;
    setRefreshing(true);
    // react-admin types refetch as possibly void; react-query always resolves with the result.
    const result = (await list.refetch()) as { error: Error | null } | undefined;
    setRefreshing(false);
    if (result?.error) toast(PRODUCT_MESSAGES.refreshFailed, { description: result.error.message, variant: 'error' });
    else toast(PRODUCT_MESSAGES.listRefreshed, { variant: 'success' });
  };

  const selected = (list.data ?? []).filter((product) => list.selectedIds.includes(product.id));
  const deleteSelected = () => {
    if (selected.length === 0) toast(PRODUCT_MESSAGES.noneSelected, { variant: 'warning' });
    else setToDelete(selected);
  };
  const publishSelected = (published: boolean) => setPublished(list.selectedIds.map(String), published, list.onUnselectItems);
  const confirmDelete = () =>
    removeProducts(
      toDelete.map((product) => product.id),
      () => {
        list.onUnselectItems();
        setToDelete([]);
      },
    );

  const { openEdit, openCreate } = routes;
  const onEdit = useCallback((product: Product) => openEdit(product.id), [openEdit]);
  const onDelete = useCallback((product: Product) => setToDelete([product]), []);
  const rowProps = { categories, onEdit, onDelete };
  // An empty page under a search or filter says nothing about the catalogue itself.
  const filtered = Object.values(list.filterValues as Record<string, unknown>).some((value) => value !== undefined && value !== '');

  return (
    <ListContextProvider value={list}>
      {/* Room under the last row so the floating create button never covers its actions. */}
      <Stack spacing={2} sx={{ pb: 11 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mr: 1 }}>
            Produtos
          </Typography>
          {list.total !== undefined && <Chip label={`${list.total} ${list.total === 1 ? 'produto' : 'produtos'}`} size="small" data-testid="products-total" />}
          <Box sx={{ flex: 1 }} />
          {list.selectedIds.length > 0 && (
            <>
              <Button variant="outlined" size="small" startIcon={<PublishIcon />} onClick={() => publishSelected(true)} disabled={isPublishing}>
                Publicar selecionados
              </Button>
              <Button variant="outlined" size="small" startIcon={<HideIcon />} onClick={() => publishSelected(false)} disabled={isPublishing}>
                Ocultar selecionados
              </Button>
              <Button color="error" variant="outlined" size="small" startIcon={<DeleteIcon />} onClick={deleteSelected}>
                Excluir selecionados ({list.selectedIds.length})
              </Button>
            </>
          )}
          <ExportCsvButton variant="outlined" size="small" label="Exportar CSV" />
          {/* The import writes many listings in one transaction, a platform's operation (import_products refuses others). */}
          {permissions?.isAdmin && <ImportProductsButton categories={categories} />}
          <Tooltip title="Atualizar lista">
            <Button variant="outlined" size="small" startIcon={refreshing ? <CircularProgress size={16} /> : <RefreshIcon />} onClick={() => void refresh()} disabled={refreshing}>
              Atualizar
            </Button>
          </Tooltip>
        </Stack>

        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <ProductFilters categories={categories} />
        </Paper>

        {list.error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {PRODUCT_MESSAGES.retry}
              </Button>
            }
          >
            <strong>{PRODUCT_MESSAGES.connectionProblem}</strong> — {list.error.message}
          </Alert>
        )}

        {list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Carregando produtos" />
          </Box>
        ) : !list.data?.length && list.error ? null : !list.data?.length ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">{filtered ? PRODUCT_MESSAGES.noMatches : PRODUCT_MESSAGES.noProducts}</Typography>
          </Paper>
        ) : mobile ? (
          <ProductCardList {...rowProps} />
        ) : (
          <ProductTable {...rowProps} />
        )}

        <ListPagination />
      </Stack>

      <Fab color="secondary" aria-label="Novo produto" onClick={openCreate} sx={{ position: 'fixed', right: 24, bottom: 24 }}>
        <AddIcon />
      </Fab>


      <DeleteProductsDialog names={toDelete.map((product) => product.name)} busy={isDeleting} onCancel={() => setToDelete([])} onConfirm={confirmDelete} />
    </ListContextProvider>
  );
}
