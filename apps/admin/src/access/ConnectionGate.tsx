import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { ADMIN_MESSAGES } from '@oneboss/domain';
import { connectionCheck } from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';
import { CenteredCard } from '../ui/CenteredCard';
import { StatusScreen } from './StatusScreen';
import { connectionErrorText } from './connectionErrorText';
import { useSignOut } from './useSignOut';

/** An admin reaches the dashboard only once the database has answered. */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  const check = useQuery({
    queryKey: ['admin', 'connection-check'],
    queryFn: async () => {
      await connectionCheck(supabase);
      return true;
    },
    retry: false,
    staleTime: Infinity,
  });

  if (check.isPending || (check.isError && check.isFetching)) return <StatusScreen message={ADMIN_MESSAGES.connecting} />;
  if (check.isError) {
    return (
      <CenteredCard>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} color="error">
            {ADMIN_MESSAGES.connectionErrorTitle}
          </Typography>
          <Alert severity="error">{connectionErrorText(check.error)}</Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void check.refetch()}>
              {ADMIN_MESSAGES.retry}
            </Button>
            <Button variant="outlined" onClick={() => void signOut()}>
              {ADMIN_MESSAGES.signOut}
            </Button>
          </Stack>
        </Stack>
      </CenteredCard>
    );
  }
  return <>{children}</>;
}
