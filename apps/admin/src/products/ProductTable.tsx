import { Checkbox, IconButton, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useListContext } from 'react-admin';
import type { Category, Product } from '@oneboss/domain';
import { Thumbnail, firstDisplayableUrl } from '../ui/Thumbnail';
import { PriceText } from './PriceText';
import { PublishSwitch } from './PublishSwitch';

export interface ProductRowsProps {
  categories: readonly Category[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onToggle: (product: Product) => void;
}

/** Desktop list: one row per product with bulk selection. */
export function ProductTable({ categories, onEdit, onDelete, onToggle }: ProductRowsProps) {
  const { data = [], selectedIds, onSelect, onToggleItem } = useListContext<Product>();
  const pageIds = data.map((product) => product.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id));
  const categoryName = (id: string | null) => categories.find((category) => category.id === id)?.name ?? '—';

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Produtos">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                indeterminate={selectedOnPage.length > 0 && selectedOnPage.length < pageIds.length}
                checked={pageIds.length > 0 && selectedOnPage.length === pageIds.length}
                onChange={(event) => onSelect(event.target.checked ? pageIds : [])}
                slotProps={{ input: { 'aria-label': 'Selecionar todos os produtos da página' } }}
              />
            </TableCell>
            <TableCell>Imagem</TableCell>
            <TableCell>Nome</TableCell>
            <TableCell>Categoria</TableCell>
            <TableCell>Preço</TableCell>
            <TableCell align="right">Estoque</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((product) => (
            <TableRow key={product.id} hover selected={selectedIds.includes(product.id)} data-testid="product-row">
              <TableCell padding="checkbox">
                <Checkbox checked={selectedIds.includes(product.id)} onChange={() => onToggleItem(product.id)} slotProps={{ input: { 'aria-label': `Selecionar ${product.name}` } }} />
              </TableCell>
              <TableCell>
                <Thumbnail url={firstDisplayableUrl(product.images.map((image) => image.url))} alt={product.name} size={48} />
              </TableCell>
              <TableCell sx={{ maxWidth: 280 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={product.name}>
                  {product.name}
                </Typography>
                {product.shortDescription && (
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {product.shortDescription}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{product.category?.name ?? categoryName(product.categoryId)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <PriceText product={product} />
              </TableCell>
              <TableCell align="right">{product.stockQuantity}</TableCell>
              <TableCell>
                <PublishSwitch product={product} onToggle={onToggle} />
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                  <Tooltip title="Editar">
                    <IconButton size="small" aria-label={`Editar ${product.name}`} onClick={() => onEdit(product)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Excluir">
                    <IconButton size="small" color="error" aria-label={`Excluir ${product.name}`} onClick={() => onDelete(product)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
