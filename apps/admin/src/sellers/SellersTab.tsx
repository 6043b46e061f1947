import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, CardActionArea, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { LinkBase as Link, usePermissions } from 'react-admin';
import { listPanelSellers } from '@oneboss/data';
import { isSellerKind, SELLER_KIND_LABELS } from '@oneboss/domain';
import { supabase } from '../providers/supabaseClient';
import type { AdminAccess } from '../providers/authProvider';
import { errorText } from '../shared/errorText';

/** The Vendedores tab: every seller for admins; a member's own seller(s). */
export function SellersTab() {
  const { permissions } = usePermissions<AdminAccess>();
  const scope = permissions && !permissions.isAdmin ? permissions.sellerIds : undefined;
  const sellers = useQuery({ queryKey: ['panel-sellers', scope ?? 'all'], queryFn: () => listPanelSellers(supabase, scope), enabled: Boolean(permissions) });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          Vendedores
        </Typography>
        {permissions?.isAdmin && (
          <Button variant="contained" component={Link} to="/sellers/create">
            Novo vendedor
          </Button>
        )}
      </Stack>
      {sellers.isPending && <CircularProgress aria-label="Carregando vendedores" />}
      {sellers.isError && <Alert severity="error">{errorText(sellers.error)}</Alert>}
      {sellers.data?.map((seller) => (
        <Card key={seller.id} variant="outlined">
          <CardActionArea component={Link} to={`/sellers/${seller.id}/show`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {seller.name}
                </Typography>
                <Chip size="small" label={isSellerKind(seller.kind) ? SELLER_KIND_LABELS[seller.kind] : seller.kind} />
                {seller.trusted && <Chip size="small" color="success" label="Confiável" />}
                {!seller.active && <Chip size="small" color="default" label="Inativo" />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                /vendedores/{seller.slug}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
