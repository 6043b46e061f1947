import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nonceToHashes } from './nonce-to-hashes';

const NONCE = 'ab+/cd==';
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const hydration = '(self.$R=self.$R||{})["tsr"]=[];$_TSR.h("ação")';
const streamEnd = 'document.currentScript.remove()';
const page = [
  `<!doctype html><html><head><meta charSet="utf-8" nonce="${NONCE}"/><meta property="csp-nonce" content="${NONCE}"/>`,
  `<link rel="stylesheet" href="/assets/index.css" nonce="${NONCE}"/>`,
  `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Product"}</script></head><body>`,
  // Markup that reached the page some other way (a listing's text that escaped its sanitiser).
  '<p>Iate</p><script>alert(document.cookie)</script>',
  `<script nonce="${NONCE}" data-tsr-stream-part="">${hydration}</script>`,
  `<script type="module" async="" src="/assets/index.js" nonce="${NONCE}"></script>`,
  `<script nonce="${NONCE}">${streamEnd}</script><script nonce="${NONCE}">${streamEnd}</script>`,
  '</body></html>',
].join('');

describe('nonceToHashes', () => {
  const result = nonceToHashes({ html: page, policy: POLICY });
  const scriptSources = /script-src ([^;]*)/.exec(result.policy)?.[1].split(' ');

  it("lists the hash of each inline script the render's nonce marked, once, in the nonce's place", () => {
    expect(scriptSources).toEqual(["'self'", sha256(hydration), sha256(streamEnd), 'https://www.googletagmanager.com']);
    expect(result.policy).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('admits no unmarked script, external script or data block by hash', () => {
    expect(scriptSources).not.toContain(sha256('alert(document.cookie)'));
    expect(scriptSources).not.toContain(sha256('{"@type":"Product"}'));
    expect(scriptSources).not.toContain(sha256(''));
  });

  it('leaves the nonce nowhere in the page a CDN keeps, and changes nothing else', () => {
    expect(result.html).not.toContain(NONCE);
    expect(result.html).not.toContain('csp-nonce');
    expect(result.policy).not.toContain('nonce');
    expect(result.html).toBe(page.replace(`<meta property="csp-nonce" content="${NONCE}"/>`, '').replaceAll(` nonce="${NONCE}"`, ''));
  });

  it('keeps a policy without a nonce as it is, and one whose page marks no inline script without any inline script', () => {
    expect(nonceToHashes({ html: page, policy: "script-src 'self'" })).toEqual({ html: page, policy: "script-src 'self'" });
    expect(nonceToHashes({ html: '<p>Início</p><script>x()</script>', policy: POLICY }).policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
  });
});
