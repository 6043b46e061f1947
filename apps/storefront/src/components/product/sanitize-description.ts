// The DOMPurify of the browser there, and over jsdom on the server: the page's HTML carries the description.
import DOMPurify from 'isomorphic-dompurify';

/**
 * Product descriptions are HTML written in the back office; only formatting survives
 * (no scripts, styles, forms or event handlers), and links open safely in a new tab.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'hr'];

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** Descriptions kept sanitized, oldest dropped first: the server renders the same few products again and again. */
const SANITIZED_KEPT = 200;
const sanitized = new Map<string, string>();

export function sanitizeDescription(html: string): string {
  const kept = sanitized.get(html);
  if (kept !== undefined) return kept;
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false });
  // A Map in insertion order is the whole cache: lru-cache would add its code to the product page's bundle.
  if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(html, clean);
  return clean;
}
