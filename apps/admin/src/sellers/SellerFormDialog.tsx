import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography, styled } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { AutocompleteInput, BooleanInput, CreateBase, EditBase, Form, SelectInput, TextInput, useGetList, usePermissions, useSaveContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminSeller } from '@oneboss/data';
import { BRAZILIAN_STATES, SELLER_KINDS, SELLER_KIND_LABELS, sellerSchema, verificationText, type SellerFormValues } from '@oneboss/domain';
import { AuditTrail } from '../audit';
import type { AdminAccess } from '../providers/authProvider';
import { DIALOG_SHOWS_LOAD_ERROR } from '../shared/dialogLoadError';
import { errorText } from '../shared/errorText';
import { UnsavedChangesGuard } from '../shared/UnsavedChangesGuard';
import { useIsMobile } from '../shared/useIsMobile';
import { useToast } from '../ui/toast';
import { SellerLogoInput } from './SellerLogoInput';

// react-admin's Form types its values loosely; the schema still checks and shapes every field.
const resolver = zodResolver(sellerSchema) as unknown as Resolver<FieldValues>;
const DialogForm = styled(Form)({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });
const KIND_CHOICES = SELLER_KINDS.map((kind) => ({ id: kind, name: SELLER_KIND_LABELS[kind] }));
const UF_CHOICES = BRAZILIAN_STATES.map((state) => ({ id: state.code, name: `${state.code} - ${state.name}` }));

/** Which seller form is open: a new seller, or one seller's. */
type SellerFormRoute = { mode: 'create' } | { mode: 'edit'; sellerId: string };

type SellerFormRecord = SellerFormValues & { logoPath: string };

function initialValues(seller: AdminSeller | undefined): SellerFormRecord {
  return {
    name: seller?.name ?? '',
    slug: seller?.slug ?? '',
    kind: seller?.kind ?? 'concessionaria',
    whatsapp: seller?.whatsapp ?? '',
    email: seller?.email ?? '',
    cnpj: seller?.cnpj ?? '',
    creci: seller?.creci ?? '',
    uf: seller?.uf ?? '',
    cityId: seller?.cityId ?? null,
    verified: Boolean(seller?.verifiedAt),
    verifiedNote: seller?.verifiedNote ?? '',
    trusted: seller?.trusted ?? false,
    active: seller?.active ?? true,
    logoPath: seller?.logoPath ?? '',
  };
}

/** The add/edit dialog of a seller on react-admin's CreateBase or EditBase; every change is audited. */
export function SellerFormDialog({ route, onClose }: { route: SellerFormRoute; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: ['panel-sellers'] });
        void queryClient.invalidateQueries({ queryKey: ['seller-choices'] });
        toast('Vendedor salvo.');
        onClose();
      },
      onError: (error: unknown) => toast('Não foi possível salvar o vendedor.', { variant: 'error', description: errorText(error) }),
    }),
    [queryClient, toast, onClose],
  );
  if (route.mode === 'create') {
    return (
      <CreateBase resource="sellers" redirect={false} mutationOptions={mutationOptions}>
        <SellerDialogFrame onClose={onClose} />
      </CreateBase>
    );
  }
  return (
    <EditBase<AdminSeller>
      resource="sellers"
      id={route.sellerId}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={DIALOG_SHOWS_LOAD_ERROR}
      mutationOptions={mutationOptions}
      render={({ record, error }) => <SellerDialogFrame editing seller={record} loadError={error} onClose={onClose} />}
    />
  );
}

function SellerDialogFrame({ editing = false, seller, loadError, onClose }: { editing?: boolean; seller?: AdminSeller; loadError?: Error | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const [askedToClose, setAskedToClose] = useState(false);
  return (
    <Dialog open onClose={() => setAskedToClose(true)} fullScreen={mobile} fullWidth maxWidth="sm" aria-labelledby="seller-form-title">
      <DialogTitle id="seller-form-title">{editing ? 'Editar vendedor' : 'Novo vendedor'}</DialogTitle>
      {loadError ? (
        <DialogContent dividers>
          <Alert severity="error">{errorText(loadError)}</Alert>
        </DialogContent>
      ) : editing && !seller ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando vendedor" />
        </Stack>
      ) : (
        <SellerForm seller={seller} askedToClose={askedToClose} onStay={() => setAskedToClose(false)} onClose={onClose} />
      )}
      {editing && !seller && (
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
        </DialogActions>
      )}
      {seller && (
        <Box sx={{ px: 3, pb: 3 }}>
          <AuditTrail table="sellers" recordId={seller.id} />
        </Box>
      )}
    </Dialog>
  );
}

// What a seller's member may not change (the database refuses it too): who the seller is and what OneBoss vouches for.
const PLATFORM_ONLY = 'Só a equipe OneBoss altera';

function SellerForm({ seller, askedToClose, onStay, onClose }: { seller?: AdminSeller; askedToClose: boolean; onStay: () => void; onClose: () => void }) {
  const { saving } = useSaveContext();
  const { permissions } = usePermissions<AdminAccess>();
  const member = permissions ? !permissions.isAdmin : true;
  return (
    <DialogForm record={initialValues(seller)} resolver={resolver} noValidate>
      <DialogContent dividers>
        <Stack spacing={1}>
          <TextInput source="name" label="Nome" isRequired />
          <TextInput
            source="slug"
            label="Endereço da página"
            isRequired
            readOnly={member}
            helperText={member ? PLATFORM_ONLY : '/vendedores/... em letras minúsculas, números e hífens'}
          />
          <SelectInput source="kind" label="Tipo" choices={KIND_CHOICES} isRequired readOnly={member} helperText={member ? PLATFORM_ONLY : undefined} />
          <TextInput source="whatsapp" label="WhatsApp" isRequired helperText="Com DDI e DDD, ex.: 5511987654321" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
          <TextInput source="email" label="E-mail (não aparece na loja)" type="email" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextInput source="cnpj" label="CNPJ" readOnly={member} helperText={member ? PLATFORM_ONLY : false} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextInput source="creci" label="CRECI" readOnly={member} helperText={member ? PLATFORM_ONLY : 'Imobiliárias e corretores de imóveis'} />
          </Stack>
          <CityInputs />
          <SellerLogoInput />
          {!member && (
            <>
              <Divider />
              <VerificationInputs seller={seller} />
              <Stack direction="row" spacing={3}>
                <BooleanInput source="trusted" label="Confiável (anúncios sem moderação)" helperText={false} />
                <BooleanInput source="active" label="Ativo" helperText={false} />
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {seller ? 'Salvar alterações' : 'Adicionar vendedor'}
        </Button>
      </DialogActions>
      <UnsavedChangesGuard asked={askedToClose} onStay={onStay} onLeave={onClose} />
    </DialogForm>
  );
}

/** UF, then one of its municipalities. */
function CityInputs() {
  const uf = useWatch({ name: 'uf' }) as string | null;
  const cities = useGetList<{ id: number; name: string }>('municipalities', { filter: { uf: uf || undefined }, pagination: { page: 1, perPage: 1000 } }, { enabled: Boolean(uf), staleTime: Infinity });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <SelectInput source="uf" label="UF" choices={UF_CHOICES} emptyText="Nenhuma" helperText={false} sx={{ minWidth: 200 }} />
      <AutocompleteInput source="cityId" label="Cidade" choices={cities.data ?? []} disabled={!uf} helperText={uf ? false : 'Escolha a UF primeiro.'} />
    </Stack>
  );
}

/** Marking the seller verified asks what was checked; who and when are recorded by the database. */
function VerificationInputs({ seller }: { seller?: AdminSeller }) {
  const verified = useWatch({ name: 'verified' }) as boolean;
  return (
    <Stack spacing={1}>
      <BooleanInput source="verified" label="Verificado pela OneBoss" helperText={false} />
      {verified && <TextInput source="verifiedNote" label="O que foi verificado" isRequired helperText="Ex.: CNPJ, CRECI e endereço" />}
      {seller?.verifiedAt && seller.verifiedNote && (
        <Typography variant="body2" color="text.secondary">
          {verificationText({ at: seller.verifiedAt, note: seller.verifiedNote })}
        </Typography>
      )}
    </Stack>
  );
}
