import { TextField, type TextFieldProps } from '@mui/material';
import { maskBRLInput, readWrittenBRL } from '@oneboss/domain';

/** Edits that replace the whole value at once: a browser's autofill or a suggestion picked. */
const isWholeValue = (event: Event) => !('inputType' in event) || (event as InputEvent).inputType === 'insertReplacementText';

/**
 * A BRL input. Typed digits are read as centavos ('R$ 1.234,56'), the mask shifting them left as
 * each one comes; a pasted or autofilled amount replaces the value and is read as written, so
 * "1.180.000" or "1180000" is R$ 1.180.000,00 and not a hundredth of it.
 */
export function PriceField({ value, onChange, ...props }: Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange: (masked: string) => void }) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(isWholeValue(event.nativeEvent) ? readWrittenBRL(event.target.value) : maskBRLInput(event.target.value))}
      onPaste={(event) => {
        event.preventDefault();
        onChange(readWrittenBRL(event.clipboardData.getData('text/plain')));
      }}
      placeholder="R$ 0,00"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
