import { Alert, AlertTitle, Box, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';

interface LoadErrorProps {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed list read: a title naming what failed, the cause, and 'Tentar novamente' under them (fits a phone). */
export function LoadError({ title, message, retrying, onRetry }: LoadErrorProps) {
  return (
    <Alert severity="error">
      <AlertTitle>{title}</AlertTitle>
      {message}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="error" size="small" startIcon={<RefreshIcon />} disabled={retrying} onClick={onRetry}>
          Tentar novamente
        </Button>
      </Box>
    </Alert>
  );
}
