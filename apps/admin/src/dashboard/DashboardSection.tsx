import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="subtitle1" fontWeight={700}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
