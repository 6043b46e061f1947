import { Box, Tab, Tabs } from '@mui/material';
import { LinkBase as Link } from 'react-admin';
import type { TabResource } from './tabs';
import { useVisibleTabs } from './useVisibleTabs';

/**
 * The top tab bar (desktop) and the mobile tab bar: the same links. On a phone the five labels do
 * not fit in equal fifths of 390 px ('Categorias' and 'Newsletter' ran into their neighbours), so
 * the bar scrolls sideways and MUI keeps the active tab in view.
 */
export function TabBar({ active, mobile }: { active: TabResource | null; mobile: boolean }) {
  const tabs = useVisibleTabs();
  return (
    <Box component="nav" aria-label="Abas do painel">
      <Tabs
        value={tabs.some((tab) => tab.resource === active) ? active : false}
        variant={mobile ? 'scrollable' : 'standard'}
        scrollButtons={false}
        aria-label="Seções do painel"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.resource}
            value={tab.resource}
            label={tab.label}
            component={Link}
            to={`/${tab.resource}`}
            sx={{ minHeight: 44, px: mobile ? 1.5 : 2, minWidth: 0 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
