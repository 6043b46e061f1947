import { useState } from 'react';
import { Button } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import type { Category } from '@oneboss/domain';
import { useToast } from '../ui/toast';
import { IMPORT_MESSAGES } from './importMessages';
import { ImportProductsDialog } from './ImportProductsDialog';

/** The products tab's "Importar CSV": opens the import dialog, and says how many products came in. */
export function ImportProductsButton({ categories }: { categories: readonly Category[] }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        Importar CSV
      </Button>
      <ImportProductsDialog open={open} categories={categories} onClose={() => setOpen(false)} onImported={(count) => toast(IMPORT_MESSAGES.imported(count), { variant: 'success' })} />
    </>
  );
}
