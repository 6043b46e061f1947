import { createHash } from 'node:crypto';

export interface PagePolicy {
  html: string;
  policy: string;
}

/** A script element the browser runs (not a data block such as JSON-LD): no type, or a JavaScript or module one. */
function runsAsScript(attributes: string): boolean {
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1].trim().toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/**
 * A page leaves the server with its Content-Security-Policy's nonce replaced by the hashes of the
 * inline scripts that carried it, and every nonce attribute and the csp-nonce meta tag removed.
 * Pages are kept by the CDN and served to every visitor for minutes: a nonce in a kept page is one
 * anybody can read and then put on a script of their own, while a hash admits only the exact
 * script the server rendered. Only scripts marked with this render's nonce are hashed, so markup
 * that reached the page any other way stays refused.
 */
export function nonceToHashes({ html, policy }: PagePolicy): PagePolicy {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return { html, policy };
  // The router writes the attribute and the meta tag in these exact forms.
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  // A script's text runs to the first `</script`, as the browser's parser reads it.
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (!attributes.includes(attribute) || /\ssrc=/i.test(attributes) || !runsAsScript(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return {
    html: html.replaceAll(attribute, '').replaceAll(`<meta property="csp-nonce" content="${nonce}"/>`, ''),
    policy: policy.replace(` 'nonce-${nonce}'`, [...hashes].map((hash) => ` ${hash}`).join('')),
  };
}
