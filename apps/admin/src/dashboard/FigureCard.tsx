import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { LinkBase as Link } from 'react-admin';
import { formatCount } from './format';

interface FigureCardProps {
  id: string;
  label: string;
  value: number;
  to: string;
}

/** One headline figure; the whole card opens the list it counts. */
export function FigureCard({ id, label, value, to }: FigureCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} data-testid={`figure-${id}`} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={700} data-testid="figure-value">
            {formatCount(value)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
