import { Alert, Button, Stack, Typography } from '@mui/material';
import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@oneboss/domain';
import { CenteredCard } from '../ui/CenteredCard';
import type { AdminAccess } from '../providers/authProvider';
import { deniedReason } from './adminAccess';
import { clearCacheAndReload } from './clearCacheAndReload';
import { useSignOut } from './useSignOut';

/** The client view of a signed-in account without admin rights. */
export function AccessDenied({ access }: { access: AdminAccess }) {
  const signOut = useSignOut();
  return (
    <CenteredCard maxWidth={520}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} color="error">
          {ADMIN_MESSAGES.accessDenied}
        </Typography>
        <Typography>{AUTH_MESSAGES.notAdmin}</Typography>
        <Alert severity="warning" variant="outlined">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Diagnóstico
          </Typography>
          <Typography variant="body2">Conta: {access.email || '(sem e-mail)'}</Typography>
          <Typography variant="body2">{deniedReason(access)}</Typography>
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => void clearCacheAndReload()}>
            {ADMIN_MESSAGES.clearCacheAndReload}
          </Button>
          <Button variant="contained" onClick={() => void signOut()}>
            {ADMIN_MESSAGES.signOut}
          </Button>
        </Stack>
      </Stack>
    </CenteredCard>
  );
}
