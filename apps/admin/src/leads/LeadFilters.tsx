import { useState } from 'react';
import { Box, Chip, Stack, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import { LEAD_CHANNELS, LEAD_CHANNEL_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadChannel, isLeadStatus } from '@oneboss/domain';
import { DayRangeFields } from '../shared/DayRangeFields';
import { SellerFilterField } from '../table/SellerFilterField';
import { CATEGORY_FILTER } from './leadRecord';
import { CAMPAIGN_FILTER, CAMPAIGN_ROW_FILTERS, FROM_FILTER, campaignFilter, campaignRowLabel, SEARCH_FILTER, TO_FILTER, searchFilter, searchText } from './leadFilters';
import { withFilter } from '../shared/withFilter';

/**
 * Search, status, channel, seller, campaign and date range; a product or category picked on the
 * dashboard shows as a chip.
 */
export function LeadFilters() {
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState(() => searchText(filterValues[SEARCH_FILTER]));
  const [campaign, setCampaign] = useState(() => (typeof filterValues[CAMPAIGN_FILTER] === 'string' ? filterValues[CAMPAIGN_FILTER] : ''));
  const apply = (key: string, value: unknown) => setFilters(withFilter(filterValues, key, value));
  const status = filterValues.status;
  const channel = filterValues.channel;
  const sellerId = typeof filterValues.seller_id === 'string' ? filterValues.seller_id : '';
  const campaignRow = campaignRowLabel(filterValues);

  return (
    <Stack spacing={1}>
      <Box
        component="form"
        role="search"
        aria-label="Filtros de leads"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1.6fr', xl: '2fr repeat(2, minmax(0, 1fr)) minmax(0, 1.6fr) repeat(3, minmax(0, 1fr))' } }}
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
        >
          <option value="all">Todos</option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Canal"
          value={isLeadChannel(channel) ? channel : 'all'}
          onChange={(event) => apply('channel', isLeadChannel(event.target.value) ? event.target.value : null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="all">Todos</option>
          {LEAD_CHANNELS.map((value) => (
            <option key={value} value={value}>
              {LEAD_CHANNEL_LABELS[value]}
            </option>
          ))}
        </TextField>
        {/* A seller's name needs the width: the whole row on a phone. */}
        <SellerFilterField value={sellerId} onChange={(id) => apply('seller_id', id)} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }} />
        <TextField
          size="small"
          type="search"
          label="Campanha"
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          value={campaign}
          onChange={(event) => {
            setCampaign(event.target.value);
            apply(CAMPAIGN_FILTER, campaignFilter(event.target.value));
          }}
        />
        <DayRangeFields
          labels={{ from: 'Recebidos de', to: 'Recebidos até' }}
          from={filterValues[FROM_FILTER]}
          to={filterValues[TO_FILTER]}
          onChange={(bound, value) => apply(bound === 'from' ? FROM_FILTER : TO_FILTER, value)}
        />
      </Box>
      {(filterValues.product_id || filterValues[CATEGORY_FILTER] || campaignRow) && (
        <Stack direction="row" spacing={1}>
          {filterValues.product_id && <Chip label="Filtrado por produto" onDelete={() => apply('product_id', null)} />}
          {filterValues[CATEGORY_FILTER] && <Chip label="Filtrado por categoria" onDelete={() => apply(CATEGORY_FILTER, null)} />}
          {campaignRow && <Chip label={campaignRow} onDelete={() => setFilters(CAMPAIGN_ROW_FILTERS.reduce((next, key) => withFilter(next, key, null), filterValues))} />}
        </Stack>
      )}
    </Stack>
  );
}
