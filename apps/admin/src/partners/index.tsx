import { Typography } from '@mui/material';
import type { ResourceProps } from 'react-admin';

/** Placeholder until the resources engineer lands the Parceiros tab (see apps/admin/README.md, 'Adding a tab'). */
function PartnersTab() {
  return (
    <Typography component="h1" variant="h5">
      Parceiros
    </Typography>
  );
}

const partners: Omit<ResourceProps, 'name'> = { list: PartnersTab };

export default partners;
