/**
 * The most characters each field may hold, table by table and column by column: the limits the
 * database's check constraints set (a test reads them from pg_constraint and compares), so a form
 * can refuse a longer value and show a counter before the server has to.
 */
export const FIELD_MAX_LENGTHS = {
  leads: { name: 200, email: 254, phone: 40, message: 5000, referrer: 500 },
  profiles: { full_name: 200, whatsapp: 40 },
  lead_notes: { body: 5000 },
  admin_permissions: { email: 254 },
  account_deletion_requests: { notes: 2000 },
  products: { name: 150, short_description: 300, description: 20000, neighbourhood: 80 },
  product_private_addresses: { address: 300 },
  spec_definitions: { label: 80, group_label: 60 },
  spec_options: { label: 80 },
  municipalities: { name: 80 },
  partners: { name: 100, description: 1000 },
  sellers: { name: 120, slug: 80, email: 254, logo_path: 300, verified_note: 300 },
  product_revisions: { reason: 1000 },
  saved_searches: { name: 120 },
} as const satisfies Readonly<Record<string, Readonly<Record<string, number>>>>;
