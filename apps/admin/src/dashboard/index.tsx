import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useCanAccess } from 'react-admin';

// The charts' library loads with this page only, not with the panel's first screen.
const DashboardPage = lazy(() => import('./DashboardPage'));

/** react-admin `dashboard`: the landing page; a seller member, who has no shop-wide figures, lands on their listings. */
export function Dashboard() {
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'list' });
  if (isPending) return null;
  if (!canAccess) return <Navigate to="/products" replace />;
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
