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

export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false });
}
