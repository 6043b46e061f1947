import { MenuItem, Stack, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import type { Category } from '@oneboss/domain';
import type { ProductListFilter } from '../providers/productsDataProvider';
import { ListSearchField } from '../table/ListSearchField';

/** Name search (debounced), category and status; every change goes back to page 1. */
export function ProductFilters({ categories }: { categories: readonly Category[] }) {
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as ProductListFilter;
  const set = (patch: ProductListFilter) => setFilters({ ...filter, ...patch });

  return (
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
    </Stack>
  );
}
