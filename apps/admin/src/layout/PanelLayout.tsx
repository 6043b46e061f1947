import { useEffect, type ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import { useLocation } from 'react-admin';
import { AccessGate } from '../access/AccessGate';
import { PanelHeader } from './PanelHeader';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { rememberTab, tabOfPath } from './tabs';
import { useIsMobile } from '../shared/useIsMobile';

/** react-admin `layout`: the access flow first, then the shell around the active tab. */
export function PanelLayout({ children }: { children?: ReactNode }) {
  return (
    <AccessGate>
      <Shell>{children}</Shell>
    </AccessGate>
  );
}

function Shell({ children }: { children?: ReactNode }) {
  const mobile = useIsMobile();
  const active = tabOfPath(useLocation().pathname);

  useEffect(() => {
    if (active) rememberTab(window.localStorage, active);
  }, [active]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <PanelHeader mobile={mobile} />
      {mobile ? (
        <>
          <Box sx={{ position: 'sticky', top: 56, zIndex: 2 }}>
            <TabBar active={active} mobile />
          </Box>
          <Box component="main" sx={{ p: 1.5, pb: 10 }}>
            {children}
          </Box>
        </>
      ) : (
        <Container maxWidth="xl" sx={{ display: 'flex', gap: 3, py: 3 }}>
          <SideMenu active={active} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TabBar active={active} mobile={false} />
            <Box component="main" sx={{ pt: 2 }}>
              {children}
            </Box>
          </Box>
        </Container>
      )}
    </Box>
  );
}
