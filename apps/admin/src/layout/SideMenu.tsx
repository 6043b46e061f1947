import { List, ListItemButton, ListItemIcon, ListItemText, Paper, Stack } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import LeadsIcon from '@mui/icons-material/ContactMailOutlined';
import PartnersIcon from '@mui/icons-material/HandshakeOutlined';
import NewsletterIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ModerationIcon from '@mui/icons-material/FactCheckOutlined';
import SellersIcon from '@mui/icons-material/StorefrontOutlined';
import { LinkBase as Link } from 'react-admin';
import { ToolsMenu } from './ToolsMenu';
import type { TabResource } from './tabs';
import { useVisibleTabs } from './useVisibleTabs';

const ICONS: Record<TabResource, typeof InventoryIcon> = {
  products: InventoryIcon,
  categories: CategoryIcon,
  leads: LeadsIcon,
  partners: PartnersIcon,
  newsletter_subscribers: NewsletterIcon,
  sellers: SellersIcon,
  product_revisions: ModerationIcon,
};

/** The desktop side menu. */
export function SideMenu({ active }: { active: TabResource | null }) {
  const tabs = useVisibleTabs();
  return (
    <Stack spacing={1.5} sx={{ width: 220, flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 80 }}>
      <Paper component="nav" aria-label="Menu do painel" variant="outlined">
        <List component="div">
          {tabs.map((tab) => {
            const Icon = ICONS[tab.resource];
            return (
              <ListItemButton key={tab.resource} component={Link} to={`/${tab.resource}`} selected={active === tab.resource} aria-current={active === tab.resource ? 'page' : undefined}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={tab.label} />
              </ListItemButton>
            );
          })}
        </List>
      </Paper>
      <ToolsMenu />
    </Stack>
  );
}
