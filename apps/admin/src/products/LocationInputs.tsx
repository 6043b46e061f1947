import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { AutocompleteInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { BRAZILIAN_STATES, LOCATION_MAX_LENGTHS, foldLatin } from '@oneboss/domain';
import type { MunicipalityFilter } from '../providers/municipalitiesDataProvider';

const UF_CHOICES = BRAZILIAN_STATES.map((state) => ({ id: state.code, name: `${state.code} - ${state.name}` }));

/**
 * Where the listing is: the UF, then one of its IBGE municipalities (searchable), an optional
 * bairro, and an exact address kept private (admins only, never on the storefront).
 */
export function LocationInputs() {
  const { setValue } = useFormContext();
  const uf = useWatch({ name: 'uf' }) as string | null;
  const filter: MunicipalityFilter = { uf: uf ?? undefined };
  const cities = useGetList<{ id: number; name: string }>('municipalities', { filter, pagination: { page: 1, perPage: 1000 } }, { enabled: Boolean(uf), staleTime: Infinity });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        Localização
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <SelectInput
          source="uf"
          label="UF"
          choices={UF_CHOICES}
          emptyText="Selecione"
          helperText={false}
          sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
          onChange={() => setValue('cityId', null, { shouldDirty: true })}
        />
        <AutocompleteInput
          source="cityId"
          label="Cidade"
          choices={cities.data ?? []}
          disabled={!uf}
          isPending={Boolean(uf) && cities.isPending}
          helperText={uf ? 'Digite para buscar entre os municípios da UF.' : 'Escolha a UF primeiro.'}
          // Accents and case aside: "sao paulo" finds "São Paulo".
          matchSuggestion={(typed: string, choice: { name: string }) => foldLatin(choice.name).includes(foldLatin(typed))}
          noOptionsText="Nenhuma cidade encontrada"
          fullWidth
          // The hint of the disabled field ("Escolha a UF primeiro.") is read, so it keeps a legible colour.
          sx={{ flex: 1, minWidth: 0, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
      </Stack>
      <TextInput source="neighbourhood" label="Bairro (opcional)" helperText={false} slotProps={{ htmlInput: { maxLength: LOCATION_MAX_LENGTHS.neighbourhood } }} />
      <TextInput
        source="privateAddress"
        label="Endereço exato (privado)"
        helperText="Só a equipe vê este endereço; ele nunca aparece na loja."
        slotProps={{ htmlInput: { maxLength: LOCATION_MAX_LENGTHS.privateAddress } }}
      />
      {cities.isError && <Alert severity="error">Não foi possível carregar as cidades. Feche e abra o formulário de novo.</Alert>}
    </Box>
  );
}
