import { Chip } from '@mui/material';
import { ACCOUNT_DELETION_STATUS_LABELS, type AccountDeletionStatus } from '@oneboss/domain';

const COLORS: Record<AccountDeletionStatus, 'warning' | 'info' | 'success' | 'default'> = {
  requested: 'default',
  confirmed: 'warning',
  processed: 'success',
  rejected: 'info',
};

/** Where a request stands; a confirmed one is what awaits the team, so it stands out. */
export function DeletionStatusChip({ status }: { status: AccountDeletionStatus }) {
  return <Chip size="small" color={COLORS[status]} label={ACCOUNT_DELETION_STATUS_LABELS[status]} />;
}
