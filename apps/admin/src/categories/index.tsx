import { Typography } from '@mui/material';
import type { ResourceProps } from 'react-admin';

/** Placeholder until the resources engineer lands the Categorias tab (see apps/admin/README.md, 'Adding a tab'). */
function CategoriesTab() {
  return (
    <Typography component="h1" variant="h5">
      Categorias
    </Typography>
  );
}

const categories: Omit<ResourceProps, 'name'> = { list: CategoriesTab };

export default categories;
