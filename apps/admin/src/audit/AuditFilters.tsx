import { useEffect, useState } from 'react';
import { Box, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import { DayRangeFields } from '../shared/DayRangeFields';
import { withFilter } from '../shared/withFilter';
import { AUDIT_TABLE_LABELS } from './auditLabels';

/** Table, record, who and a date range; the list keeps them in the URL. */
export function AuditFilters() {
  const { filterValues, setFilters } = useListContext();
  const [record, setRecord] = useState(String(filterValues.record_id ?? ''));
  const [who, setWho] = useState(String(filterValues['actor_email@ilike'] ?? ''));
  const apply = (key: string, value: string | null) => setFilters(withFilter(filterValues, key, value));

  // A record picked from a row arrives through the URL: the box shows it.
  useEffect(() => setRecord(String(filterValues.record_id ?? '')), [filterValues.record_id]);

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filtros do registro de auditoria"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' } }}
    >
      <TextField
        select
        size="small"
        label="Tabela"
        value={String(filterValues.table_name ?? '')}
        onChange={(event) => apply('table_name', event.target.value || null)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        <option value="">Todas</option>
        {Object.entries(AUDIT_TABLE_LABELS).map(([table, label]) => (
          <option key={table} value={table}>
            {label}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Registro (id)"
        value={record}
        onChange={(event) => {
          setRecord(event.target.value);
          apply('record_id', event.target.value.trim() || null);
        }}
      />
      <TextField
        size="small"
        label="Quem (e-mail)"
        value={who}
        onChange={(event) => {
          setWho(event.target.value);
          apply('actor_email@ilike', event.target.value.replace(/[,()*%\\]/g, '').trim() || null);
        }}
      />
      <DayRangeFields
        labels={{ from: 'De', to: 'Até' }}
        from={filterValues['changed_at@gte']}
        to={filterValues['changed_at@lt']}
        onChange={(bound, value) => apply(bound === 'from' ? 'changed_at@gte' : 'changed_at@lt', value)}
      />
    </Box>
  );
}
