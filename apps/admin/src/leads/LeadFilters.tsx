import { useState } from 'react';
import { Box, Chip, Stack, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus } from '@oneboss/domain';
import { DayRangeFields } from '../shared/DayRangeFields';
import { CATEGORY_FILTER } from './leadRecord';
import { FROM_FILTER, SEARCH_FILTER, TO_FILTER, searchFilter, searchText } from './leadFilters';
import { withFilter } from '../shared/withFilter';

/** Search, status and date range; a product or category picked on the dashboard shows as a chip. */
export function LeadFilters() {
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState(() => searchText(filterValues[SEARCH_FILTER]));
  const apply = (key: string, value: unknown) => setFilters(withFilter(filterValues, key, value));
  const status = filterValues.status;

  return (
    <Stack spacing={1}>
      <Box
        component="form"
        role="search"
        aria-label="Filtros de leads"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}
      >
        <TextField
          size="small"
          type="search"
          label="Buscar por nome, e-mail ou telefone"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            apply(SEARCH_FILTER, searchFilter(event.target.value));
          }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={isLeadStatus(status) ? status : 'all'}
          onChange={(event) => apply('status', isLeadStatus(event.target.value) ? event.target.value : null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          <option value="all">Todos</option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </TextField>
        <DayRangeFields
          labels={{ from: 'Recebidos de', to: 'Recebidos até' }}
          from={filterValues[FROM_FILTER]}
          to={filterValues[TO_FILTER]}
          onChange={(bound, value) => apply(bound === 'from' ? FROM_FILTER : TO_FILTER, value)}
        />
      </Box>
      {(filterValues.product_id || filterValues[CATEGORY_FILTER]) && (
        <Stack direction="row" spacing={1}>
          {filterValues.product_id && <Chip label="Filtrado por produto" onDelete={() => apply('product_id', null)} />}
          {filterValues[CATEGORY_FILTER] && <Chip label="Filtrado por categoria" onDelete={() => apply(CATEGORY_FILTER, null)} />}
        </Stack>
      )}
    </Stack>
  );
}
