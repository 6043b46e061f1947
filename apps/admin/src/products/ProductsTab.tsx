import { Typography } from '@mui/material';

export function ProductsTab() {
  return (
    <Typography component="h1" variant="h5">
      Produtos
    </Typography>
  );
}
