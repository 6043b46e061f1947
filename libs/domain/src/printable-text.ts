// The database's public.is_printable_line and is_printable_text (value-rules.postgres.test.ts
// checks that they agree): C0 controls, DEL and C1 controls are refused in what visitors type; a
// text keeps tab and line breaks.
const LINE_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const TEXT_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const EVERY_LINE_CONTROL_CHARACTER = new RegExp(LINE_CONTROL_CHARACTERS.source, 'g');

/**
 * One line of text with each control character read as a space: for text the visitor did not type
 * into a form (a URL's search), which has no field to show an error beside. PostgreSQL cannot even
 * receive a NUL.
 */
export function asPrintableLine(value: string): string {
  return value.replace(EVERY_LINE_CONTROL_CHARACTER, ' ');
}

/** One line of text (a name, a phone): no control character at all. */
export function isPrintableLine(value: string): boolean {
  return !LINE_CONTROL_CHARACTERS.test(value);
}

/** Free text (a message): tab and line breaks, but no other control character. */
export function isPrintableText(value: string): boolean {
  return !TEXT_CONTROL_CHARACTERS.test(value);
}
