import { Avatar, Stack, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { avatarInitial } from '@oneboss/domain';

/** The signed-in user's e-mail and avatar, with the first letter when there is no picture. */
export function UserBadge({ showEmail }: { showEmail: boolean }) {
  const { data: identity } = useGetIdentity();
  const email = (identity?.email as string | undefined) ?? '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {showEmail && (
        <Typography variant="body2" noWrap title={email} sx={{ maxWidth: 260 }} data-testid="user-email">
          {email}
        </Typography>
      )}
      <Avatar src={identity?.avatar} alt={email} sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 16 }}>
        {avatarInitial(identity?.fullName || email)}
      </Avatar>
    </Stack>
  );
}
