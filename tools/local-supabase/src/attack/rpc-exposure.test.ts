import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';
import { signedIn } from '../test-support/sessions.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// The functions the storefront calls as a visitor; everything else a migration defines is
// internal (triggers, policy helpers) or for signed-in staff, and PostgREST must not run it for anon.
// Pure checks over their arguments, run by check constraints with the writer's rights: harmless to call.
const CHECK_HELPERS = ['is_email_address', 'is_http_url', 'is_product_image_url', 'is_printable_line', 'is_printable_text', 'is_visitor_request', 'lead_sender_email', 'lead_sender_phone', 'is_lead_reference_code', 'is_attribution_text'];
// A deletion request and its mailed confirmation need no account (its password may be lost), nor
// do the newsletter's e-mailed confirmation and unsubscribe links. The shop's search reads its
// words through shop_search_sql (the caller's rights) and offers the nearest products when none match.
const VISITOR_FUNCTIONS = new Set([
  'catalogue_facets',
  'shop_products',
  'shop_facets',
  'shop_search_sql',
  'shop_search_suggestions',
  'confirm_newsletter_subscription',
  'f_unaccent',
  'request_account_deletion',
  'confirm_account_deletion',
  'newsletter_unsubscribe',
  // A tap on a listing's WhatsApp button records its lead; the product page reads its seller's response
  // time with the listing (a computed column of products); seller_response_time gives it by seller.
  'record_whatsapp_lead',
  'seller_response_hours',
  'seller_response_time',
  // The product page's price line; an alert e-mail's unsubscribe link works without signing in.
  'listing_price_summary',
  'alert_unsubscribe',
  ...CHECK_HELPERS,
]);
// Signed-in users may also ask for their e-mail and whether they are admins, export their data and read and add their favourites; creating a category,
// the dashboard's figures, processing a deletion request and importing products check that themselves.
const SIGNED_IN_FUNCTIONS = new Set([
  ...VISITOR_FUNCTIONS,
  'get_current_user_email',
  'is_current_user_admin',
  'export_my_data',
  'my_favourites',
  'merge_favourites',
  'admin_create_category',
  'admin_dashboard',
  'admin_process_account_deletion',
  'admin_reject_account_deletion',
  'import_products',
  // The dashboard's lead attribution counts the leads RLS shows the caller.
  'lead_attribution',
  // Seller staff: the membership helpers answer for the caller only; inviting and reviewing check for an admin.
  'current_seller_ids',
  'is_my_seller_listing',
  'seller_team',
  'invite_seller_member',
  'approve_product_revision',
  'reject_product_revision',
  // A buyer's saved searches; the sellers' e-mails answer admins only (nobody else gets a row).
  'my_saved_searches',
  'seller_emails',
]);

const migrationsDir = join(repoRoot, 'supabase', 'migrations');

/** Each function the migrations leave defined, with its argument names (the last definition wins; a drop removes it). */
async function publicFunctions(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const file of (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    for (const [, verb, name, args] of sql.matchAll(/(create\s+(?:or\s+replace\s+)?|drop\s+)function\s+(?:if\s+exists\s+)?public\.(\w+)\s*\(([^)]*)\)/gi)) {
      if (/^drop/i.test(verb)) {
        found.delete(name.toLowerCase());
        continue;
      }
      const names = args.split(',').map((arg) => arg.trim().split(/\s+/)[0]).filter(Boolean);
      found.set(name.toLowerCase(), names);
    }
  }
  return found;
}

const signatures = await publicFunctions();
const functions = [...signatures.keys()].sort();
const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe.each(backends)('RPC exposure on $name', (backend) => {
  it('finds the functions the migrations define', () => {
    expect(functions).toEqual(expect.arrayContaining(['catalogue_facets', 'shop_products', 'is_current_user_admin', 'admin_create_category']));
  });

  it.each([
    ['a visitor', VISITOR_FUNCTIONS, false],
    ['a signed-in customer', SIGNED_IN_FUNCTIONS, true],
  ] as const)('lets %s run only the functions its pages need', async (_who, allowed, asCustomer) => {
    const headers: Record<string, string> = { apikey: backend.anonKey, 'content-type': 'application/json' };
    if (asCustomer) headers.authorization = `Bearer ${(await signedIn(backend, false)).accessToken}`;
    const refused: string[] = [];
    for (const name of functions) {
      // Every argument named, so PostgREST finds the function and the database decides.
      const body = JSON.stringify(Object.fromEntries((signatures.get(name) ?? []).map((arg) => [arg, null])));
      const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, { method: 'POST', headers, body });
      const { code, message } = ((await response.json().catch(() => null)) ?? {}) as { code?: string; message?: string };
      expect(response.status, `${name}: ${code}`).toBeLessThan(500);
      // No EXECUTE grant (a function may raise 42501 itself, e.g. for a non-admin: that one ran);
      // 42804: a trigger function, which no request can run.
      if ((code === '42501' && /permission denied for function/.test(message ?? '')) || code === '42804') refused.push(name);
    }
    expect(refused.sort()).toEqual(functions.filter((name) => !allowed.has(name)));
  });
});
