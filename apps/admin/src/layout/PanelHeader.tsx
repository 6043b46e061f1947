import { AppBar, Button, Toolbar, Box } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { ADMIN_MESSAGES } from '@oneboss/domain';
import { env } from '../providers/env';
import { Logo } from '../ui/Logo';
import { useSignOut } from '../access/useSignOut';
import { UserBadge } from './UserBadge';

/** Logo (to the storefront), the user, and 'Sair'; on mobile only the logo and 'Sair'. */
export function PanelHeader({ mobile }: { mobile: boolean }) {
  const signOut = useSignOut();
  return (
    <AppBar position="sticky" elevation={0} color="primary">
      <Toolbar sx={{ gap: 2 }}>
        <Logo href={env.storefrontUrl} onDark />
        <Box sx={{ flex: 1 }} />
        {!mobile && <UserBadge showEmail />}
        <Button color="inherit" title={ADMIN_MESSAGES.signOut} startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          {ADMIN_MESSAGES.signOut}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
