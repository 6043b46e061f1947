import { List, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import DashboardIcon from '@mui/icons-material/InsertChartOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import DeletionIcon from '@mui/icons-material/PersonRemoveOutlined';
import { LinkBase as Link, useCanAccessResources, useLocation } from 'react-admin';

const TOOLS = [
  { to: '/', resource: 'dashboard', label: 'Painel', Icon: DashboardIcon },
  { to: '/audit_log', resource: 'audit_log', label: 'Auditoria', Icon: HistoryIcon },
  { to: '/account_deletion_requests', resource: 'account_deletion_requests', label: 'Solicitações de exclusão', Icon: DeletionIcon },
] as const;

/** The desktop links to the dashboard, the audit log and the deletion requests, under the tabs. */
export function ToolsMenu() {
  const { pathname } = useLocation();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: TOOLS.map((tool) => tool.resource) });
  const tools = TOOLS.filter((tool) => canAccess?.[tool.resource]);
  if (tools.length === 0) return null;
  return (
    <Paper component="nav" aria-label="Ferramentas do painel" variant="outlined">
      <List component="div">
        {tools.map(({ to, label, Icon }) => {
          const active = to === '/' ? pathname === '/' : pathname.startsWith(to);
          return (
            <ListItemButton key={to} component={Link} to={to} selected={active} aria-current={active ? 'page' : undefined}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}
