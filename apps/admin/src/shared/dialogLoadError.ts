/**
 * EditBase's query options for a form dialog that shows its own load error ("Produto não
 * encontrado"): react-admin's default toast would say it again, over the dialog's buttons on a phone.
 */
export const DIALOG_SHOWS_LOAD_ERROR = { onError: () => undefined };
