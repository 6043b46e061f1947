import { Card, CardContent, Checkbox, IconButton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useListContext } from 'react-admin';
import { formatLocation, type Product } from '@oneboss/domain';
import { Thumbnail, firstDisplayableUrl } from '../ui/Thumbnail';
import { PriceText } from './PriceText';
import { ProductShowButton } from './ProductShowButton';
import { PublishSwitch } from './PublishSwitch';
import type { ProductRowsProps } from './ProductTable';

/** Mobile list: checkbox, first valid image, name, price, stock, location, toggle, page, edit, delete. */
export function ProductCardList({ onEdit, onDelete }: Omit<ProductRowsProps, 'categories'>) {
  const { data = [], selectedIds, onToggleItem } = useListContext<Product>();
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Produtos">
      {data.map((product) => (
        <Card key={product.id} component="li" variant="outlined" data-testid="product-card">
          <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Checkbox size="small" checked={selectedIds.includes(product.id)} onChange={() => onToggleItem(product.id)} sx={{ p: 0.5 }} slotProps={{ input: { 'aria-label': `Selecionar ${product.name}` } }} />
            <Thumbnail url={firstDisplayableUrl(product.images.map((image) => image.url))} alt={product.name} size={64} />
            <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={product.name}>
                {product.name}
              </Typography>
              <PriceText product={product} />
              <Typography variant="caption" color="text.secondary">
                Estoque: {product.stockQuantity}
              </Typography>
              {product.location && (
                <Typography variant="caption" color="text.secondary" noWrap>
                  {formatLocation(product.location)}
                </Typography>
              )}
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <PublishSwitch product={product} />
                <Stack direction="row">
                  <ProductShowButton product={product} />
                  <IconButton size="small" aria-label={`Editar ${product.name}`} onClick={() => onEdit(product)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" color="error" aria-label={`Excluir ${product.name}`} onClick={() => onDelete(product)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
