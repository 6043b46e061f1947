import { useState } from 'react';
import { Box, Button, Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import ColumnsIcon from '@mui/icons-material/ViewColumnOutlined';
import type { Column, RowData } from '@tanstack/react-table';
import type { listTableFeatures } from './ListTable';

/** 'Colunas': shows or hides each column; the table remembers the choice. */
export function ColumnsMenu<T extends RowData>({ columns }: { columns: Column<typeof listTableFeatures, T, unknown>[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (columns.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 0.5 }}>
      <Button size="small" startIcon={<ColumnsIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" aria-expanded={anchor !== null}>
        Colunas
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const label = column.columnDef.meta?.label ?? column.id;
          return (
            <MenuItem key={column.id} onClick={() => column.toggleVisibility()} role="menuitemcheckbox" aria-checked={column.getIsVisible()}>
              <Checkbox size="small" checked={column.getIsVisible()} tabIndex={-1} sx={{ p: 0.5, mr: 1 }} slotProps={{ input: { 'aria-hidden': true } }} />
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
}
