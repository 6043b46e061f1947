import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase as Link } from 'react-admin';

/** The way from a record's own page back to its list. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Box>
      <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small">
        {label}
      </Button>
    </Box>
  );
}

/** A record page's heading: the record as the page's h1 with a line under it, and its status beside it (under it on a phone). */
export function RecordHeading({ title, subtitle, status }: { title: string; subtitle: string; status: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" gap={1}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h5" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
      {status}
    </Stack>
  );
}
