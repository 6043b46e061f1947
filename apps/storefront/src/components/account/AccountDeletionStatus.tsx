import { Badge, Box, Heading, Text } from '@chakra-ui/react';
import { ACCOUNT_DELETION_STATUS_LABELS, accountDeletionStatusText, type AccountDeletionStatus as Status } from '@oneboss/domain';
import { useAuth } from '../../auth/use-auth';
import { useAccountDeletionRequests } from './use-account-deletion-requests';

const BADGE_STYLE: Record<Status, { bg: string; color: string }> = {
  requested: { bg: 'bg.warning', color: 'fg.warning' },
  confirmed: { bg: 'bg.info', color: 'fg.info' },
  processed: { bg: 'bg.success', color: 'fg.success' },
  rejected: { bg: 'bg.error', color: 'fg.error' },
};

/** The signed-in user's latest deletion request and what comes next; nothing when there is none. */
export function AccountDeletionStatus() {
  const auth = useAuth();
  const requests = useAccountDeletionRequests(auth.user?.id ?? null);
  const latest = requests.data?.[0];
  if (!latest) return null;
  return (
    <Box as="section" aria-labelledby="account-deletion-status" borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg.subtle" p={4} data-testid="account-deletion-status">
      <Box display="flex" alignItems="center" justifyContent="space-between" gap={3} flexWrap="wrap" mb={2}>
        <Heading as="h2" id="account-deletion-status" size="sm">
          Pedido de exclusão da conta
        </Heading>
        <Badge size="md" {...BADGE_STYLE[latest.status]}>
          {ACCOUNT_DELETION_STATUS_LABELS[latest.status]}
        </Badge>
      </Box>
      <Text color="fg.muted" fontSize="sm">
        {accountDeletionStatusText(latest)}
      </Text>
    </Box>
  );
}
