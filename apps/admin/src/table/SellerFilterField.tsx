import { useEffect, useState } from 'react';
import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, usePermissions } from 'react-admin';
import type { PanelSeller } from '@oneboss/data';
import { SEARCH_DEBOUNCE_MS } from '@oneboss/domain';
import type { AdminAccess } from '../providers/authProvider';

const SUGGESTIONS = 20;

/**
 * A list's Vendedor filter (leads, listings). Admins search every seller by any words of the name (a
 * marketplace has more sellers than a list can show); a member picks among their own sellers, and a
 * member of one seller, whose rows are all that seller's, is offered no filter.
 */
export function SellerFilterField({ value, onChange, sx }: { value: string; onChange: (sellerId: string | null) => void; sx?: SxProps<Theme> }) {
  const { permissions } = usePermissions<AdminAccess>();
  const admin = Boolean(permissions?.isAdmin);
  // What the field shows, and what was typed into it (cleared once a seller is chosen, so the choice is not searched).
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const scope = admin ? { q: term || undefined } : { sellerIds: permissions?.sellerIds ?? [] };
  const options = useGetList<PanelSeller>(
    'sellers',
    { filter: scope, pagination: { page: 1, perPage: SUGGESTIONS }, sort: { field: 'name', order: 'ASC' } },
    { enabled: Boolean(permissions), placeholderData: keepPreviousData },
  );
  const suggested = value ? options.data?.find((seller) => seller.id === value) : undefined;
  // The chosen seller's name, asked for only when it is not among the suggestions (a link from the dashboard, another search).
  const chosen = useGetList<PanelSeller>(
    'sellers',
    { filter: { sellerIds: [value] }, pagination: { page: 1, perPage: 1 } },
    { enabled: Boolean(value) && options.isSuccess && !suggested },
  );
  if (!permissions || (!admin && permissions.sellerIds.length < 2)) return null;

  const selected = (value && (suggested ?? chosen.data?.[0])) || null;
  return (
    <Autocomplete
      size="small"
      options={options.data ?? []}
      value={selected}
      onChange={(_event, seller) => onChange(seller?.id ?? null)}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        setText(next);
        setTyped(reason === 'input' ? next : '');
      }}
      // The server searched already; the suggestions are shown as they came.
      filterOptions={(suggestions) => suggestions}
      getOptionLabel={(seller) => seller.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={options.isFetching}
      loadingText="Carregando vendedores…"
      noOptionsText="Nenhum vendedor encontrado"
      openText="Abrir"
      closeText="Fechar"
      clearText="Limpar"
      sx={sx}
      renderInput={(params) => <TextField {...params} label="Vendedor" placeholder={selected ? undefined : 'Todos'} slotProps={{ inputLabel: { shrink: true } }} />}
    />
  );
}
