import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { LinkBase as Link } from 'react-admin';
import { formatCount } from './format';

export interface RankedItem {
  key: string;
  label: string;
  count: number;
  to: string;
}

/** A top-ten as links with a bar each: readable on a phone, no chart needed. */
export function RankedList({ label, items, empty }: { label: string; items: readonly RankedItem[]; empty: string }) {
  const max = Math.max(1, ...items.map((item) => item.count));
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.key}>
          <Stack direction="row" justifyContent="space-between" spacing={1}>
            <MuiLink component={Link} to={item.to} underline="hover" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.label}
            </MuiLink>
            <Typography variant="body2" fontWeight={600} data-testid="ranked-count">
              {formatCount(item.count)}
            </Typography>
          </Stack>
          <Box sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}>
            <Box sx={{ height: '100%', width: `${(item.count / max) * 100}%`, borderRadius: 3, bgcolor: 'primary.main' }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
