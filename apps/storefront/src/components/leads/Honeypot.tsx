import { forwardRef, useId } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * A field people never see, hear or reach with the keyboard; form-filling bots tend to fill
 * every input they find, which gives them away.
 */
export const Honeypot = forwardRef<HTMLInputElement, { name?: string }>(function Honeypot({ name = 'website' }, ref) {
  const id = useId();
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
      <label htmlFor={id}>Deixe este campo em branco</label>
      <input ref={ref} id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Box>
  );
});
