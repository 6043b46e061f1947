import DOMPurify from 'isomorphic-dompurify';

/**
 * The markup a description keeps, as the product form's editor writes it and the storefront
 * shows it (apps/storefront's sanitize-description.ts): formatting and links only, never
 * scripts, styles, forms or event handlers.
 */
const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'hr'];

/** A description typed in a spreadsheet, kept to that markup. */
export function cleanDescription(html: string): string {
  return DOMPurify.sanitize(html.trim(), { ALLOWED_TAGS: DESCRIPTION_TAGS, ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false });
}
