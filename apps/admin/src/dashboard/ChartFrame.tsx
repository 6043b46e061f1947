import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { ResponsiveContainer } from 'recharts';

/** A fixed-height, full-width box for a chart; the figures it draws are also links beside it. */
export function ChartFrame({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: 220 }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </Box>
  );
}
