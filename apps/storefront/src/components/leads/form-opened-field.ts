/** The hidden field of a public form holding when the server rendered it: a post sent before the script ran has no other fill time. */
export const FORM_OPENED_FIELD = 'aberto_em';
