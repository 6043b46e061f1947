import { Box, CircularProgress, Typography } from '@mui/material';

/** A full-screen spinner with a pt-BR status line ('Verificando autenticação...', ...). */
export function StatusScreen({ message }: { message: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress color="secondary" />
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}

export const AuthLoading = () => <StatusScreen message="Verificando autenticação..." />;
