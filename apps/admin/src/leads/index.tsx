import { Typography } from '@mui/material';
import type { ResourceProps } from 'react-admin';

/** Placeholder until the resources engineer lands the Leads tab (see apps/admin/README.md, 'Adding a tab'). */
function LeadsTab() {
  return (
    <Typography component="h1" variant="h5">
      Leads
    </Typography>
  );
}

const leads: Omit<ResourceProps, 'name'> = { list: LeadsTab };

export default leads;
