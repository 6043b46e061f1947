import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  /** Asked for by Esc, a press on the backdrop or the dialog's own close button; the parent owns `open`. */
  onClose: () => void;
  /** Its accessible name, when no title inside names it (`labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** `sheet`: a panel from the start edge; `full`: the whole screen. */
  variant: 'sheet' | 'full';
  /**
   * What takes focus once it has closed, when not the element that had it before it opened (the
   * platform's choice): that element may have been replaced meanwhile, as a shop page's is.
   */
  finalFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The storefront's modal dialog: the platform's own, shown with `showModal()`, so the browser
 * keeps focus inside and the rest of the page inert, closes it on Esc, draws it above everything and
 * gives focus back to what had it. Its look is static classes (modal-dialog.css): opening one on a
 * first visit builds no styling system (Chakra's dialog and drawer did, about 40 ms of a phone's
 * first 'Filtros'). What is inside renders only while it is open.
 *
 * Not for a dialog that answers with a toast (a form's refusal: saving a search, asking to delete the
 * account), which stays on Chakra's dialog: the platform's modal puts everything outside it, the
 * toasts included, under its backdrop and out of reach.
 */
export function ModalDialog({ open, onClose, label, labelledBy, variant, finalFocus, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`modal modal--${variant}`}
      aria-label={label}
      aria-labelledby={labelledBy}
      // Esc closes the element itself (the browser does not always let it be prevented): the parent follows.
      onClose={() => {
        finalFocus?.()?.focus();
        if (open) onClose();
      }}
      // A press outside the box lands on the dialog element itself (its content fills the box).
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {open && children}
    </dialog>
  );
}
