import { Box, chakra } from '@chakra-ui/react';
import { verificationText, type Seller } from '@oneboss/domain';
import { useId, useState, type PointerEvent } from 'react';
import { ShieldIcon } from '../ui/PageIcons';

const withMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * The verified mark: its meaning ("Verificado pela OneBoss em 12/10/2026: CNPJ e endereço") shows
 * on hover with a mouse and on tap; screen readers and the server's HTML have it as the button's
 * label. A plain positioned box rather than a popover: it costs the product page no positioning
 * library before its main picture.
 */
export function VerifiedMark({ verification }: { verification: NonNullable<Seller['verification']> }) {
  const [open, setOpen] = useState(false);
  const meaning = verificationText(verification);
  const id = useId();
  return (
    <Box as="span" position="relative" display="inline-flex">
      <chakra.button
        type="button"
        aria-label={meaning}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid="seller-verified"
        display="inline-flex"
        alignItems="center"
        gap="1"
        px="2"
        py="0.5"
        rounded="full"
        fontSize="xs"
        fontWeight="medium"
        color="gold.fg"
        borderWidth="1px"
        borderColor="gold.border"
        cursor="help"
        onClick={() => setOpen((shown) => !shown)}
        onPointerEnter={(event) => withMouse(event) && setOpen(true)}
        onPointerLeave={(event) => withMouse(event) && setOpen(false)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <ShieldIcon boxSize="3.5" />
        Verificado
      </chakra.button>
      {open && (
        <Box
          id={id}
          role="tooltip"
          data-testid="seller-verified-meaning"
          position="absolute"
          bottom="calc(100% + 0.5rem)"
          left="50%"
          transform="translateX(-50%)"
          w="max-content"
          maxW="min(16rem, 70vw)"
          zIndex="popover"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="gold.border"
          rounded="md"
          shadow="lg"
          p="3"
          fontSize="sm"
          textTransform="none"
          letterSpacing="normal"
        >
          {meaning}
        </Box>
      )}
    </Box>
  );
}
