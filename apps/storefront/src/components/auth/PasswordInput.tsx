import { useState, type ComponentProps } from 'react';
import { Box, IconButton } from '@chakra-ui/react';
import { Input } from '../ui/Input';
import { EyeIcon, EyeOffIcon } from '../ui/PageIcons';

interface PasswordInputProps extends Omit<ComponentProps<typeof Input>, 'type'> {
  /** Names the show/hide button, e.g. 'Mostrar nova senha'; its pressed state says which way it is. */
  revealLabel: string;
}

/** A password field with a button that shows what was typed, so a long new password can be checked. */
export function PasswordInput({ revealLabel, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" width="full">
      <Input type={visible ? 'text' : 'password'} pe="12" {...props} />
      <IconButton
        type="button"
        variant="ghost"
        size="sm"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        aria-label={revealLabel}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </Box>
  );
}
