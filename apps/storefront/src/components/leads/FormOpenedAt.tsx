import { useState } from 'react';
import { FORM_OPENED_FIELD } from './form-opened-field';

/**
 * The render time of a public form, for the server's bot screening of a post sent before the
 * page's script ran. The browser's first render writes its own time, which nothing reads: once the
 * script runs the form measures its own (useFormEvidence).
 */
export function FormOpenedAt() {
  const [openedAt] = useState(() => Date.now());
  return <input type="hidden" name={FORM_OPENED_FIELD} value={openedAt} suppressHydrationWarning readOnly />;
}
