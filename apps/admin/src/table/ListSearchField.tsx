import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '@oneboss/domain';

/** A list's search box, debounced; the term lives in the URL with the rest of the list's state, beside its other filters. */
export function ListSearchField({ filterKey, label, sx }: { filterKey: string; label: string; sx?: SxProps<Theme> }) {
  const { filterValues, setFilters } = useListContext();
  const current = (filterValues[filterKey] as string | undefined) ?? '';
  const [search, setSearch] = useState(current);
  // Read when the timer fires: the list's filter object is new on many renders, and a render must not restart the wait.
  const latestFilters = useRef(filterValues);
  latestFilters.current = filterValues;
  useEffect(() => {
    const timer = setTimeout(() => {
      const term = search.trim();
      if (term === current) return;
      const { [filterKey]: _previous, ...others } = latestFilters.current;
      setFilters(term ? { ...others, [filterKey]: term } : others);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, current, filterKey, setFilters]);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      sx={sx}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
