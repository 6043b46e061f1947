import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description';

describe('sanitizeDescription', () => {
  it('keeps formatting and drops scripts, styles, forms and event handlers', () => {
    const html = '<h2>Ficha</h2><p onclick="x()">Vista <strong>mar</strong></p><script>alert(1)</script><style>p{}</style><form><input></form><img src=x onerror="alert(1)">';
    expect(sanitizeDescription(html)).toBe('<h2>Ficha</h2><p>Vista <strong>mar</strong></p>');
  });

  it('opens links in a new tab without handing over the page', () => {
    expect(sanitizeDescription('<a href="https://example.com" target="_self">site</a><a href="javascript:alert(1)">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a><a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('answers a description it has seen the same way, also once many others came after it', () => {
    const first = '<p>Primeira <em>descrição</em><script>x</script></p>';
    expect(sanitizeDescription(first)).toBe('<p>Primeira <em>descrição</em></p>');
    for (let i = 0; i < 300; i += 1) expect(sanitizeDescription(`<p>Produto ${i}<iframe></iframe></p>`)).toBe(`<p>Produto ${i}</p>`);
    expect(sanitizeDescription(first)).toBe('<p>Primeira <em>descrição</em></p>');
    expect(sanitizeDescription(first)).toBe('<p>Primeira <em>descrição</em></p>');
  });
});
