import { Box, Popover, Portal, chakra } from '@chakra-ui/react';
import { verificationText, type Seller } from '@oneboss/domain';
import { useState } from 'react';
import { ShieldIcon } from '../ui/PageIcons';

/**
 * The verified mark: its meaning ("Verificado pela OneBoss em 12/10/2026: CNPJ e endereço") opens
 * on hover and on tap; screen readers and the server's HTML have it as the button's label.
 */
export function VerifiedMark({ verification }: { verification: NonNullable<Seller['verification']> }) {
  const [open, setOpen] = useState(false);
  const meaning = verificationText(verification);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'top' }}>
      <Popover.Trigger asChild>
        <chakra.button
          type="button"
          aria-label={meaning}
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
          onMouseEnter={() => setOpen(true)}
          onMouseLeave={() => setOpen(false)}
        >
          <ShieldIcon boxSize="3.5" aria-hidden />
          Verificado
        </chakra.button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="72" bg="bg.panel" color="fg" borderWidth="1px" borderColor="gold.border" shadow="lg" data-testid="seller-verified-meaning">
            <Popover.Arrow />
            <Popover.Body p="3">
              <Box fontSize="sm">{meaning}</Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
