import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import type { Category } from '@oneboss/domain';
import type { ProductListFilter } from '../providers/productsDataProvider';
import { ListSearchField } from '../table/ListSearchField';
import { SellerFilterField } from '../table/SellerFilterField';

/**
 * Name search (debounced), category, status and seller; the dashboard's featured and 'Sob Consulta'
 * figures open the list with those as chips. Every change goes back to page 1.
 */
export function ProductFilters({ categories }: { categories: readonly Category[] }) {
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as ProductListFilter;
  const set = (patch: ProductListFilter) => setFilters({ ...filter, ...patch });

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <ListSearchField filterKey="q" label="Buscar por nome" sx={{ flex: 2 }} />
        <TextField select size="small" label="Categoria" value={filter.categoryId ?? 'all'} onChange={(event) => set({ categoryId: event.target.value === 'all' ? undefined : event.target.value })} sx={{ flex: 1, minWidth: 180 }}>
          <MenuItem value="all">Todas as categorias</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Status" value={filter.status ?? 'all'} onChange={(event) => set({ status: event.target.value === 'all' ? undefined : (event.target.value as ProductListFilter['status']) })} sx={{ flex: 1, minWidth: 160 }}>
          <MenuItem value="all">Todos</MenuItem>
          <MenuItem value="published">Publicados</MenuItem>
          <MenuItem value="unpublished">Ocultos</MenuItem>
        </TextField>
        {/* The row's spacing takes the fields' own margins away; the field inside the autocomplete keeps its own unless told. */}
        <SellerFilterField value={typeof filter.sellerId === 'string' ? filter.sellerId : ''} onChange={(id) => set({ sellerId: id ?? undefined })} sx={{ flex: 1.4, minWidth: 220, '& .MuiFormControl-root': { m: 0 } }} />
      </Stack>
      {(typeof filter.featured === 'boolean' || typeof filter.priceOnRequest === 'boolean') && (
        <Stack direction="row" spacing={1}>
          {typeof filter.featured === 'boolean' && <Chip label={filter.featured ? 'Destaques' : 'Sem destaque'} onDelete={() => set({ featured: undefined })} />}
          {typeof filter.priceOnRequest === 'boolean' && <Chip label={filter.priceOnRequest ? 'Sob consulta' : 'Com preço'} onDelete={() => set({ priceOnRequest: undefined })} />}
        </Stack>
      )}
    </Stack>
  );
}
