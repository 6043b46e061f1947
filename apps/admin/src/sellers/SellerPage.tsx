import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Confirm, LinkBase as Link, usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  inviteSellerMember,
  getPanelSeller,
  listSellerTeam,
  removeSellerMember,
  setSellerTrusted,
  withdrawSellerInvitation,
  type PanelSeller,
} from '@oneboss/data';
import { isSellerKind, SELLER_KIND_LABELS, SELLER_NOT_FOUND } from '@oneboss/domain';
import { leadsOfSeller, productsOfSeller } from '../dashboard/dashboardLinks';
import { env } from '../providers/env';
import { supabase } from '../providers/supabaseClient';
import type { AdminAccess } from '../providers/authProvider';
import { formatDateTime } from '../shared/dateTime';
import { errorText } from '../shared/errorText';
import { useToast } from '../ui/toast';

/** A seller's page in the panel: its profile, whether it is trusted, and its team (admins invite members). */
export function SellerPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { permissions } = usePermissions<AdminAccess>();
  const admin = Boolean(permissions?.isAdmin);
  const seller = useQuery({ queryKey: ['panel-sellers', 'one', id], queryFn: () => getPanelSeller(supabase, id) });

  if (seller.isPending) return <CircularProgress aria-label="Carregando vendedor" />;
  if (seller.isError) return <Alert severity="error">{errorText(seller.error)}</Alert>;
  if (!seller.data) return <Alert severity="warning">{SELLER_NOT_FOUND}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {seller.data.name}
        </Typography>
        <Chip size="small" label={isSellerKind(seller.data.kind) ? SELLER_KIND_LABELS[seller.data.kind] : seller.data.kind} />
        {seller.data.verifiedAt && <Chip size="small" color="info" label="Verificado" />}
      </Stack>
      <Typography color="text.secondary">
        WhatsApp +{seller.data.whatsapp} · página /vendedores/{seller.data.slug}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" component={Link} to={`/sellers/${seller.data.id}`}>
          {admin ? 'Editar vendedor' : 'Editar perfil'}
        </Button>
        <Button component={Link} to={productsOfSeller(seller.data.id)}>
          Ver anúncios
        </Button>
        <Button component={Link} to={leadsOfSeller(seller.data.id)}>
          Ver leads
        </Button>
        {seller.data.active && (
          <Button component="a" href={`${env.storefrontUrl}/vendedores/${seller.data.slug}`} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon fontSize="small" />}>
            Ver na loja
          </Button>
        )}
      </Stack>
      {admin ? <TrustedSwitch seller={seller.data} /> : <TrustedNote seller={seller.data} />}
      <SellerTeam sellerId={seller.data.id} sellerName={seller.data.name} admin={admin} />
    </Stack>
  );
}

function TrustedNote({ seller }: { seller: PanelSeller }) {
  return (
    <Alert severity="info" variant="outlined">
      {seller.trusted
        ? 'Vendedor confiável: suas alterações de anúncios entram no ar sem esperar aprovação.'
        : 'Anúncios novos e mudanças de preço, descrição ou fotos esperam a aprovação da equipe OneBoss (aba Moderação).'}
    </Alert>
  );
}

function TrustedSwitch({ seller }: { seller: PanelSeller }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (trusted: boolean) => setSellerTrusted(supabase, seller.id, trusted),
    onSuccess: (_data, trusted) => {
      toast(trusted ? 'Vendedor marcado como confiável' : 'Vendedor volta a passar pela moderação', { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['panel-sellers'] });
    },
    onError: (error) => toast('Não foi possível alterar', { description: errorText(error), variant: 'error' }),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <FormControlLabel
          control={<Switch checked={seller.trusted} disabled={change.isPending} onChange={(event) => change.mutate(event.target.checked)} />}
          label="Vendedor confiável"
        />
        <Typography variant="body2" color="text.secondary">
          Os membros de um vendedor confiável publicam e alteram preço, descrição e fotos sem passar pela fila de moderação.
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Who leaves the team: a member's account or an invitation not yet confirmed. */
type Leaving = { kind: 'member'; userId: string; email: string } | { kind: 'invitation'; id: string; email: string };

function SellerTeam({ sellerId, sellerName, admin }: { sellerId: string; sellerName: string; admin: boolean }) {
  const team = useQuery({ queryKey: ['seller-team', sellerId], queryFn: () => listSellerTeam(supabase, sellerId) });
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const leave = useTeamDeparture(sellerId, sellerName, () => setLeaving(null));
  return (
    <Card variant="outlined" component="section" aria-labelledby="membros-titulo">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="membros-titulo" component="h2" variant="h6">
            Membros
          </Typography>
          {admin && (
            <Button variant="contained" onClick={() => setInviting(true)}>
              Convidar membro
            </Button>
          )}
        </Stack>
        {team.isError && <Alert severity="error">{errorText(team.error)}</Alert>}
        {team.data && team.data.members.length + team.data.invitations.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Nenhum membro ainda.
          </Typography>
        )}
        <List dense>
          {team.data?.members.map((member) => (
            <TeamRow
              key={member.userId}
              primary={member.email}
              secondary={`${member.emailConfirmed ? 'E-mail confirmado' : 'E-mail ainda não confirmado: sem acesso até a confirmação'} · desde ${formatDateTime(member.createdAt)}`}
              action={
                admin && (
                  <Button color="warning" aria-label={`Remover ${member.email}`} onClick={() => setLeaving({ kind: 'member', userId: member.userId, email: member.email })}>
                    Remover
                  </Button>
                )
              }
            />
          ))}
          {team.data?.invitations.map((invitation) => (
            <TeamRow
              key={invitation.id}
              primary={invitation.email}
              secondary={`Convite enviado em ${formatDateTime(invitation.createdAt)}: aguardando a conta com este e-mail`}
              action={
                admin && (
                  <Button
                    color="warning"
                    aria-label={`Cancelar o convite de ${invitation.email}`}
                    onClick={() => setLeaving({ kind: 'invitation', id: invitation.id, email: invitation.email })}
                  >
                    Cancelar convite
                  </Button>
                )
              }
            />
          ))}
        </List>
      </CardContent>
      {inviting && <InviteDialog sellerId={sellerId} sellerName={sellerName} onClose={() => setInviting(false)} />}
      <Confirm
        isOpen={leaving !== null}
        loading={leave.isPending}
        title={leaving?.kind === 'invitation' ? 'Cancelar convite' : 'Remover membro'}
        content={
          leaving && (
            <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
              {leaving.kind === 'invitation'
                ? `O convite para ${leaving.email} deixa de valer: criar uma conta com este e-mail não dará mais acesso a ${sellerName}.`
                : `${leaving.email} deixa de ver e alterar os anúncios e contatos de ${sellerName}. A conta continua existindo; para voltar, é preciso um novo convite.`}
            </DialogContentText>
          )
        }
        confirm={leaving?.kind === 'invitation' ? 'Cancelar convite' : 'Remover'}
        cancel="Voltar"
        confirmColor="warning"
        onConfirm={() => leaving && leave.mutate(leaving)}
        onClose={() => setLeaving(null)}
      />
    </Card>
  );
}

/** A member or invitation: its action beside it on a wide screen, below it on a phone, so the address keeps the width. */
function TeamRow({ primary, secondary, action }: { primary: string; secondary: string; action: ReactNode }) {
  return (
    <ListItem disableGutters sx={{ flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: { sm: 2 } }}>
      <ListItemText sx={{ overflowWrap: 'anywhere' }} primary={primary} secondary={secondary} />
      {action}
    </ListItem>
  );
}

function useTeamDeparture(sellerId: string, sellerName: string, onDone: () => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leaving: Leaving) =>
      leaving.kind === 'member' ? removeSellerMember(supabase, sellerId, leaving.userId) : withdrawSellerInvitation(supabase, leaving.id),
    onSuccess: (_data, leaving) => {
      toast(leaving.kind === 'member' ? 'Membro removido' : 'Convite cancelado', {
        description: leaving.kind === 'member' ? `${leaving.email} não acessa mais ${sellerName}.` : `O convite para ${leaving.email} não vale mais.`,
        variant: 'success',
      });
    },
    onError: (error) => toast('Não foi possível concluir', { description: errorText(error), variant: 'error' }),
    onSettled: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: ['seller-team', sellerId] });
    },
  });
}

function InviteDialog({ sellerId, sellerName, onClose }: { sellerId: string; sellerName: string; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const invite = useMutation({
    mutationFn: () => inviteSellerMember(supabase, sellerId, email),
    onSuccess: (outcome) => {
      toast('Convite enviado', {
        description:
          outcome === 'linked'
            ? `A conta ${email.trim()} já faz parte de ${sellerName}.`
            : `Quando ${email.trim()} criar a conta e confirmar o e-mail, o acesso vale.`,
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: ['seller-team', sellerId] });
      onClose();
    },
    onError: (error) => toast('Não foi possível convidar', { description: errorText(error), variant: 'error' }),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="convidar-titulo">
      <DialogTitle id="convidar-titulo">Convidar membro para {sellerName}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          O convidado recebe um e-mail. O acesso só vale com o e-mail confirmado, e o membro vê e altera apenas os anúncios e contatos deste vendedor.
        </Typography>
        <TextField
          autoFocus
          fullWidth
          type="email"
          label="E-mail"
          value={email}
          onChange={(event) => setEmail(event.target.value.slice(0, 254))}
          inputProps={{ autoComplete: 'off' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={invite.isPending || email.trim() === ''} onClick={() => invite.mutate()}>
          Enviar convite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
