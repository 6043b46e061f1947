import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  DialogContentText,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Confirm } from 'react-admin';
import { RenameField } from './RenameField';
import { errorText } from '../shared/errorText';

export interface ItemPanelProps<T extends { id: string }> {
  title: string;
  subheader?: ReactNode;
  items: readonly T[];
  nameOf: (item: T) => string;
  /** Second line, e.g. the slug. */
  detailOf?: (item: T) => string;
  emptyText: string;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  addForm: ReactNode;
  renameLabel: string;
  onRename: (item: T, name: string) => Promise<void>;
  onDelete: (item: T) => Promise<void>;
  /** True while a deletion runs that forbids starting another. */
  deleteLocked?: boolean;
  confirmTitle: string;
  confirmText: (name: string) => string;
  /** On mobile the sub-tab and breadcrumb already name the column. */
  hideHeader?: boolean;
}

/**
 * One column of the category manager: the inline add form, then the items with select,
 * rename and delete. A refused deletion stays explained in the panel, not only in a toast.
 */
export function ItemPanel<T extends { id: string }>(props: ItemPanelProps<T>) {
  const { title, subheader, items, nameOf, detailOf, emptyText, selectedId, onSelect, addForm, renameLabel, onRename, onDelete, deleteLocked, confirmTitle, confirmText, hideHeader } = props;
  const [editingId, setEditingId] = useState<string | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const rename = async (item: T, name: string) => {
    setSavingId(item.id);
    try {
      await onRename(item, name);
      setEditingId(null);
    } catch {
      // The action already showed the toast; the field stays open to correct the name.
    } finally {
      setSavingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete(pendingDelete);
    } catch (error) {
      setDeleteError(errorText(error));
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} component="section" aria-label={title}>
      {!hideHeader && <CardHeader title={title} subheader={subheader} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />}
      <CardContent sx={{ pt: hideHeader ? 2 : 0, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
        {addForm}
        {deleteError && (
          <Alert severity="error" onClose={() => setDeleteError(null)}>
            {deleteError}
          </Alert>
        )}
        <Divider />
        {items.length === 0 ? (
          <Typography color="text.secondary" variant="body2" sx={{ py: 2, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={title}>
            {items.map((item) =>
              editingId === item.id ? (
                <ListItem key={item.id} disableGutters sx={{ py: 1 }}>
                  <RenameField
                    initialName={nameOf(item)}
                    label={renameLabel}
                    saving={savingId === item.id}
                    onSave={(name) => void rename(item, name)}
                    onCancel={() => setEditingId(null)}
                  />
                </ListItem>
              ) : (
                <ListItem
                  key={item.id}
                  disablePadding
                  secondaryAction={
                    <Stack direction="row" spacing={0.5}>
                      <Tooltip title="Renomear">
                        <IconButton size="small" aria-label={`Renomear ${nameOf(item)}`} onClick={() => setEditingId(item.id)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Remover">
                        <span>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={`Remover ${nameOf(item)}`}
                            disabled={deleteLocked || deleting}
                            onClick={() => setPendingDelete(item)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Stack>
                  }
                >
                  {onSelect ? (
                    <ListItemButton selected={item.id === selectedId} onClick={() => onSelect(item.id)} sx={{ borderRadius: 1, pr: 11 }}>
                      <ListItemText primary={nameOf(item)} secondary={detailOf?.(item)} />
                    </ListItemButton>
                  ) : (
                    <Box sx={{ px: 2, py: 0.75, pr: 11 }}>
                      <ListItemText primary={nameOf(item)} secondary={detailOf?.(item)} />
                    </Box>
                  )}
                </ListItem>
              ),
            )}
          </List>
        )}
      </CardContent>
      <Confirm
        isOpen={pendingDelete !== null}
        loading={deleting}
        title={confirmTitle}
        content={pendingDelete ? <DialogContentText>{confirmText(nameOf(pendingDelete))}</DialogContentText> : null}
        confirm="Remover"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={() => void confirmDelete()}
        onClose={() => setPendingDelete(null)}
      />
    </Card>
  );
}
