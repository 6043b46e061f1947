import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { LinkBase as Link, ShowBase, useCreatePath, useShowContext } from 'react-admin';
import { PRODUCT_MESSAGES, type Product } from '@oneboss/domain';
import { AuditTrail } from '../audit/AuditTrail';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { formatDateTime } from '../shared/dateTime';
import { Thumbnail } from '../ui/Thumbnail';
import { BackToList, RecordHeading } from '../ui/RecordHeading';
import { PriceText } from './PriceText';

/** A product's own page (/products/:id/show): what the storefront shows of it and its history. */
export function ProductShow() {
  return (
    <ShowBase<Product> resource="products">
      <ProductShowView />
    </ShowBase>
  );
}

function ProductShowView() {
  const { record, error, isPending, refetch, isFetching } = useShowContext<Product>();
  const createPath = useCreatePath();

  if (error) return <LoadError title={PRODUCT_MESSAGES.notFound} message={errorText(error)} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending || !record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Carregando produto" />
      </Box>
    );
  }
  const place = [record.category?.name, record.subcategory?.name].filter(Boolean).join(' › ');

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
