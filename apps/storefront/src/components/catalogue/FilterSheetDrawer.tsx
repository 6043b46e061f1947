import type { ReactNode, RefObject } from 'react';
import { setFilterSheetOpen } from '../../hooks/use-filter-sheet-open';
import { CloseIcon } from '../ui/Icons';
import { ModalDialog } from '../ui/ModalDialog';

const close = () => setFilterSheetOpen(false);

/**
 * The phone's filter sheet itself: a panel from the start edge whose 'Aplicar Filtros' submits the
 * sheet's filter form (`formId`: its typed ranges) and closes it. Its filters render when it opens;
 * focus goes back to `trigger` when it closes (the one on the page then: a new category remounts it).
 */
export function FilterSheetDrawer({ open, formId, trigger, children }: { open: boolean; formId: string; trigger: RefObject<HTMLElement | null>; children: ReactNode }) {
  return (
    <ModalDialog open={open} onClose={close} variant="sheet" label="Filtros" finalFocus={() => trigger.current}>
      <div className="modal__body">{children}</div>
      <div className="modal__footer">
        <button
          type="submit"
          form={formId}
          className="button button--lg button--solid filter-sheet__apply"
          onClick={(event) => {
            // Submitted here, before closing the sheet takes the form out of the page.
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
            close();
          }}
        >
          Aplicar Filtros
        </button>
      </div>
      <button type="button" className="button button--sm button--icon button--ghost modal__close" aria-label="Fechar filtros" onClick={close}>
        <CloseIcon boxSize="4" />
      </button>
    </ModalDialog>
  );
}
