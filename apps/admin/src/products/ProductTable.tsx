import { useMemo } from 'react';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { createColumnHelper } from '@tanstack/react-table';
import { formatLocation, type Category, type Product } from '@oneboss/domain';
import { Thumbnail, firstDisplayableUrl } from '../ui/Thumbnail';
import { ListTable, listTableFeatures } from '../table/ListTable';
import { PriceText } from './PriceText';
import { ProductShowButton } from './ProductShowButton';
import { PublishSwitch } from './PublishSwitch';

export interface ProductRowsProps {
  categories: readonly Category[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

const SELECTION = { all: 'Selecionar todos os produtos da página', row: (product: Product) => `Selecionar ${product.name}` };

const column = createColumnHelper<typeof listTableFeatures, Product>();

/** Desktop list: one row per product, sortable columns, selection for the bulk actions. */
export function ProductTable({ categories, onEdit, onDelete }: ProductRowsProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'image',
          header: 'Imagem',
          meta: { label: 'Imagem' },
          cell: ({ row }) => <Thumbnail url={firstDisplayableUrl(row.original.images.map((image) => image.url))} alt={row.original.name} size={48} />,
        }),
        column.accessor('name', {
          header: 'Nome',
          enableHiding: false,
          meta: { sx: { maxWidth: 280 } },
          cell: ({ row }) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={row.original.name}>
                {row.original.name}
              </Typography>
              {row.original.shortDescription && (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {row.original.shortDescription}
                </Typography>
              )}
            </>
          ),
        }),
        column.display({
          id: 'category',
          header: 'Categoria',
          meta: { label: 'Categoria' },
          cell: ({ row }) => row.original.category?.name ?? categories.find((category) => category.id === row.original.categoryId)?.name ?? '—',
        }),
        column.display({
          id: 'location',
          header: 'Localização',
          meta: { label: 'Localização', sx: { maxWidth: 220 } },
          cell: ({ row }) => (row.original.location ? formatLocation(row.original.location) : '—'),
        }),
        column.accessor('price', {
          header: 'Preço',
          sortDescFirst: false,
          meta: { label: 'Preço', sx: { whiteSpace: 'nowrap' } },
          cell: ({ row }) => <PriceText product={row.original} />,
        }),
        column.accessor('stockQuantity', { header: 'Estoque', sortDescFirst: false, meta: { label: 'Estoque', align: 'right' } }),
        column.accessor('published', {
          header: 'Status',
          sortDescFirst: true,
          meta: { label: 'Status' },
          cell: ({ row }) => <PublishSwitch product={row.original} />,
        }),
        column.display({
          id: 'actions',
          header: 'Ações',
          enableHiding: false,
          meta: { align: 'right' },
          cell: ({ row }) => (
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
              <ProductShowButton product={row.original} />
              <Tooltip title="Editar">
                <IconButton size="small" aria-label={`Editar ${row.original.name}`} onClick={() => onEdit(row.original)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Excluir">
                <IconButton size="small" color="error" aria-label={`Excluir ${row.original.name}`} onClick={() => onDelete(row.original)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ),
        }),
      ]),
    [categories, onEdit, onDelete],
  );

  return <ListTable columns={columns} label="Produtos" columnsStoreKey="products.columns" selection={SELECTION} rowTestId="product-row" />;
}
