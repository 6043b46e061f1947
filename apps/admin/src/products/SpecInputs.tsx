import { useWatch } from 'react-hook-form';
import { Box, InputAdornment, Typography } from '@mui/material';
import { BooleanInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { SPEC_TEXT_MAX_LENGTH, SPEC_UNITS, applicableSpecDefinitions, type SpecDefinition } from '@oneboss/domain';

/** What a field says under it: the bounds a value must keep and whether publishing needs it. */
function hintOf(definition: SpecDefinition): string | false {
  const format = (value: number) => (definition.type === 'year' ? String(value) : value.toLocaleString('pt-BR', { maximumFractionDigits: 4 }));
  const parts: string[] = [];
  if (definition.min !== null && definition.max !== null) parts.push(`De ${format(definition.min)} a ${format(definition.max)}`);
  else if (definition.min !== null) parts.push(`Mínimo ${format(definition.min)}`);
  else if (definition.max !== null) parts.push(`Máximo ${format(definition.max)}`);
  if (definition.required) parts.push('obrigatória para publicar');
  return parts.length > 0 ? parts.join('; ') : false;
}

function SpecInput({ definition }: { definition: SpecDefinition }) {
  const source = `specs.${definition.key}`;
  const label = definition.required ? `${definition.label} *` : definition.label;
  const helperText = hintOf(definition);
  const choices = definition.options.map((option) => ({ id: option.value, name: option.label }));
  switch (definition.type) {
    case 'boolean':
      return <BooleanInput source={source} label={definition.label} helperText={helperText} />;
    case 'option':
      return <SelectInput source={source} label={label} choices={choices} emptyText="Não informado" helperText={helperText} />;
    case 'options':
      return <SelectArrayInput source={source} label={label} choices={choices} helperText={helperText} />;
    case 'text':
      return <TextInput source={source} label={label} helperText={helperText} slotProps={{ htmlInput: { maxLength: SPEC_TEXT_MAX_LENGTH } }} />;
    default: {
      // Typed the pt-BR way ("1.250,5"); the spec schema reads and bounds it.
      const unit = definition.unit ? SPEC_UNITS[definition.unit].symbol : null;
      return (
        <TextInput
          source={source}
          label={label}
          helperText={helperText}
          slotProps={{
            htmlInput: { inputMode: definition.type === 'number' && definition.decimals > 0 ? 'decimal' : 'numeric' },
            input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
          }}
        />
      );
    }
  }
}

/** The chosen category's (and subcategory's) specifications as typed fields, grouped as the product page groups them. */
export function SpecInputs({ definitions }: { definitions: readonly SpecDefinition[] }) {
  const [categoryId, subcategoryId] = useWatch({ name: ['categoryId', 'subcategoryId'] }) as [string | null, string | null];
  const applicable = applicableSpecDefinitions(definitions, categoryId, subcategoryId);
  if (applicable.length === 0) return null;
  const groups = [...new Set(applicable.map((definition) => definition.groupLabel ?? 'Geral'))];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        Especificações
      </Typography>
      {groups.map((group) => (
        <Box key={group} sx={{ mb: 1 }}>
          {groups.length > 1 && (
            <Typography variant="overline" color="text.secondary">
              {group}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
            {applicable
              .filter((definition) => (definition.groupLabel ?? 'Geral') === group)
              .map((definition) => (
                <SpecInput key={definition.id} definition={definition} />
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
