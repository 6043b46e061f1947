interface DatabaseError {
  code: string;
  severity: string;
  message: string;
}

function isDatabaseError(value: unknown): value is DatabaseError {
  if (!(value instanceof Error)) return false;
  const { code, severity } = value as Partial<DatabaseError>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/**
 * Lite logs every failed query with its whole stack, including the ones the apps
 * expect (a duplicate newsletter e-mail, an RLS refusal): the client already gets
 * the error, so the server console keeps one line per error.
 */
export function shortenDatabaseErrors(log: (...args: unknown[]) => void): (...args: unknown[]) => void {
  return (...args) => {
    if (args.length === 1 && isDatabaseError(args[0])) {
      log(`[local-supabase] database error ${args[0].code}: ${args[0].message}`);
      return;
    }
    log(...args);
  };
}
