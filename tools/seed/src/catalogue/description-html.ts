/** Spec rows of a product description: label and value, e.g. ['Motor', 'V8 biturbo']. */
export type SpecRow = readonly [label: string, value: string];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The HTML description the back office's editor would produce: a paragraph and a spec list. */
export function descriptionHtml(intro: string, specs: readonly SpecRow[]): string {
  const items = specs
    .map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  return `<p>${escapeHtml(intro)}</p><ul>${items}</ul>`;
}
