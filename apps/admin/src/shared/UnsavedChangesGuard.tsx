import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { Confirm } from 'react-admin';

interface UnsavedChangesGuardProps {
  /** The operator asked to close (Esc, a click outside, Cancelar). */
  asked: boolean;
  /** Changes the form's own fields do not hold (a picked photo, say). */
  otherChanges?: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Closing a dialog form drops what it holds: with unsaved changes the operator is asked first,
 * without any it closes at once. Rendered inside the form, whose dirty state it reads; it stands
 * in for react-admin's warnWhenUnsavedChanges, which guards route changes but not a dialog's
 * Esc or backdrop.
 */
export function UnsavedChangesGuard({ asked, otherChanges = false, onStay, onLeave }: UnsavedChangesGuardProps) {
  const { isDirty } = useFormState();
  const dirty = isDirty || otherChanges;
  useEffect(() => {
    if (asked && !dirty) onLeave();
  }, [asked, dirty, onLeave]);
  return (
    <Confirm
      isOpen={asked && dirty}
      title="Descartar alterações?"
      content="As alterações não salvas serão perdidas."
      confirm="Descartar"
      cancel="Continuar editando"
      onConfirm={onLeave}
      onClose={onStay}
    />
  );
}
