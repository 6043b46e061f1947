import { TextField, type TextFieldProps } from '@mui/material';
import { maskBRLInput } from '@oneboss/domain';

/** A BRL input: whatever is typed becomes digits read as centavos ('R$ 1.234,56'). */
export function PriceField({ value, onChange, ...props }: Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange: (masked: string) => void }) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(maskBRLInput(event.target.value))}
      placeholder="R$ 0,00"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
