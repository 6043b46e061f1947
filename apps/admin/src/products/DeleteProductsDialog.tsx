import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Confirmation before one product, or the selected ones, are deleted with their images. */
export function DeleteProductsDialog({
  names,
  busy,
  onCancel,
  onConfirm,
}: {
  names: string[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const single = names.length === 1;
  return (
    <Dialog open={names.length > 0} onClose={busy ? undefined : onCancel} aria-labelledby="delete-products-title">
      <DialogTitle id="delete-products-title">{single ? 'Excluir produto' : `Excluir ${names.length} produtos`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {single
            ? `Tem certeza de que deseja excluir "${names[0]}"? As imagens do produto também serão removidas. Esta ação não pode ser desfeita.`
            : `Tem certeza de que deseja excluir os ${names.length} produtos selecionados? As imagens deles também serão removidas. Esta ação não pode ser desfeita.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? 'Excluindo...' : 'Excluir'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
