// The database's public.is_email_address, rule for rule (value-rules.postgres.test.ts checks
// that they agree): local@domain.tld in ASCII, a tld of two letters or more, no spaces, quotes,
// brackets, markup or control characters, at most 254 characters and 64 before the @.
const EMAIL_ADDRESS_PATTERN =
  /^[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** An e-mail address the database accepts for leads, newsletter subscribers and admin grants. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && value.split('@')[0].length <= 64 && EMAIL_ADDRESS_PATTERN.test(value);
}
