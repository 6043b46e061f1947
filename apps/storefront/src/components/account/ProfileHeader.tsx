import { Avatar, Box, Heading, Text } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import type { AuthUser } from '../../auth/auth-state';

const DEFAULT_DISPLAY_NAME = 'Usuário OneBoss';

interface ProfileHeaderProps {
  user: AuthUser;
  /** The profiles row's name, which wins over the sign-up metadata once it exists. */
  profileName?: string | null;
}

/** Avatar (first letter when there is no photo), name and e-mail of the signed-in user. */
export function ProfileHeader({ user, profileName }: ProfileHeaderProps) {
  const name = profileName?.trim() || user.fullName || DEFAULT_DISPLAY_NAME;
  const initial = (name || user.email || 'O').charAt(0).toUpperCase();
  return (
    <Box display="flex" alignItems="center" gap={4}>
      <Avatar.Root recipe={avatarSlotRecipe} size="2xl" colorPalette="gold">
        <Avatar.Fallback>{initial}</Avatar.Fallback>
        {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" /> : null}
      </Avatar.Root>
      <Box minW={0}>
        <Heading as="h1" size="xl" data-testid="profile-name" truncate>
          {name}
        </Heading>
        {user.email ? (
          <Text color="fg.muted" truncate>
            {user.email}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
