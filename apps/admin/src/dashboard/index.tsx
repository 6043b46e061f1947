import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';

// The charts' library loads with this page only, not with the panel's first screen.
const DashboardPage = lazy(() => import('./DashboardPage'));

/** react-admin `dashboard`: the landing page. */
export function Dashboard() {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando painel" />
        </Box>
      }
    >
      <DashboardPage />
    </Suspense>
  );
}
