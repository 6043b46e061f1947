import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { LinkBase as Link, ShowBase, useCreatePath, useShowContext } from 'react-admin';
import { PRODUCT_MESSAGES, formatLocation, listingSpecs } from '@oneboss/domain';
import type { AdminProduct } from '../providers/productsDataProvider';
import { AuditTrail } from '../audit/AuditTrail';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { formatDateTime } from '../shared/dateTime';
import { Thumbnail } from '../ui/Thumbnail';
import { BackToList, RecordHeading } from '../ui/RecordHeading';
import { PriceText } from './PriceText';
import { useSpecDefinitions } from './useSpecDefinitions';

/** A product's own page (/products/:id/show): what the storefront shows of it (specs and location too), its private address and its history. */
export function ProductShow() {
  return (
    <ShowBase<AdminProduct> resource="products">
      <ProductShowView />
    </ShowBase>
  );
}

function ProductShowView() {
  const { record, error, isPending, refetch, isFetching } = useShowContext<AdminProduct>();
  const createPath = useCreatePath();
  const definitions = useSpecDefinitions().data ?? [];

  if (error) return <LoadError title={PRODUCT_MESSAGES.notFound} message={errorText(error)} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending || !record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Carregando produto" />
      </Box>
    );
  }
  const place = [record.category?.name, record.subcategory?.name].filter(Boolean).join(' › ');
  const specs = listingSpecs(definitions, record);

  return (
    <Stack spacing={2}>
      <BackToList to="/products" label="Produtos" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <RecordHeading
            title={record.name}
            subtitle={`${place || 'Sem categoria'} · atualizado em ${formatDateTime(record.updatedAt)}`}
            status={<Typography variant="body2" sx={{ fontWeight: 600 }}>{record.published ? 'Publicado' : 'Rascunho (oculto)'}</Typography>}
          />
          <PriceText product={record} />
          <Typography variant="body2" color="text.secondary">{`Estoque: ${record.stockQuantity}`}</Typography>
          <Typography variant="body2">{record.location ? formatLocation(record.location) : 'Sem localização'}</Typography>
          {record.privateAddress && (
            <Typography variant="body2" color="text.secondary">{`Endereço exato (privado, nunca mostrado na loja): ${record.privateAddress}`}</Typography>
          )}
          {specs.length > 0 && (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }} aria-label="Especificações">
              {specs.map(({ definition, text }) => (
                <Box key={definition.id} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {definition.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {text}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {record.shortDescription && <Typography variant="body1">{record.shortDescription}</Typography>}
          <Stack direction="row" gap={1} flexWrap="wrap">
            {record.images.map((image, index) => (
              <Thumbnail key={image.id} url={image.url} alt={`Foto ${index + 1} de ${record.name}`} size={72} />
            ))}
          </Stack>
          <Box>
            <Button variant="contained" startIcon={<EditIcon />} component={Link} to={createPath({ resource: 'products', type: 'edit', id: record.id })}>
              Editar produto
            </Button>
          </Box>
        </Stack>
      </Paper>
      <AuditTrail table="products" recordId={record.id} />
    </Stack>
  );
}
