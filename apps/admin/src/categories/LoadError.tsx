import { Alert, AlertTitle, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';

interface LoadErrorProps {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed list read: the spec's title, the cause, and 'Tentar novamente'. */
export function LoadError({ title, message, retrying, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} disabled={retrying} onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
