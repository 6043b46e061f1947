import { Box, Typography } from '@mui/material';
import { formatBRL, priceDisplay, type Product } from '@oneboss/domain';

/** Price or 'Sob Consulta'; a sale shows the struck-through price beside the sale price. */
export function PriceText({ product }: { product: Pick<Product, 'price' | 'salePrice' | 'priceOnRequest'> }) {
  const display = priceDisplay(product);
  switch (display.kind) {
    case 'on-request':
    case 'unavailable':
      return <Typography variant="body2" sx={{ fontWeight: 600 }}>{display.label}</Typography>;
    case 'sale':
      return (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'inline-flex', flexDirection: 'column' }}>
          <Box component="s" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: 12 }}>
            {formatBRL(display.price)}
          </Box>
          {formatBRL(display.salePrice)}
        </Typography>
      );
    case 'regular':
      return <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatBRL(display.price)}</Typography>;
  }
}
