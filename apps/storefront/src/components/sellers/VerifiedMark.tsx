import { verificationText, type Seller } from '@oneboss/domain';
import { useId, useState, type PointerEvent } from 'react';
import { ShieldIcon } from '../ui/PageIcons';

const withMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * The verified mark: its meaning ("Verificado pela OneBoss em 12/10/2026: CNPJ e endereço") shows
 * on hover with a mouse and on tap; screen readers and the server's HTML have it as the button's
 * label. A plain positioned box rather than a popover: it costs the product page no positioning
 * library before its main picture, and static classes (verified-mark.css) on the first screen.
 */
export function VerifiedMark({ verification }: { verification: NonNullable<Seller['verification']> }) {
  const [open, setOpen] = useState(false);
  const meaning = verificationText(verification);
  const id = useId();
  return (
    <span className="verified-mark">
      <button
        type="button"
        className="verified-mark__button"
        aria-label={meaning}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid="seller-verified"
        onClick={() => setOpen((shown) => !shown)}
        onPointerEnter={(event) => withMouse(event) && setOpen(true)}
        onPointerLeave={(event) => withMouse(event) && setOpen(false)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <ShieldIcon boxSize="3.5" />
        Verificado
      </button>
      {open && (
        <span id={id} role="tooltip" data-testid="seller-verified-meaning" className="verified-mark__meaning">
          {meaning}
        </span>
      )}
    </span>
  );
}
