import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';

/** The full-screen card of the access flow: loading, login, denied and connection screens. */
export function CenteredCard({ children, maxWidth = 440 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth }} variant="outlined">
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
