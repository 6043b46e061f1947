import { useState, type ComponentProps } from 'react';
import { Box, IconButton } from '@chakra-ui/react';
import { Input } from '../ui/Input';
import { lineIcon } from '../ui/Icons';

const EyeIcon = /* @__PURE__ */ lineIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

const EyeOffIcon = /* @__PURE__ */ lineIcon(
  'EyeOffIcon',
  <>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.6M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);

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
